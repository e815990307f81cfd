import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('TwoFactorSetup')
export class TwoFactorSetupModel {
  @Field({ description: 'The secret in base32, for typing into an authenticator app by hand.' }) secret: string;
  @Field({ description: 'otpauth://totp/... as the QR code holds it.' }) otpauthUri: string;
  @Field({ description: 'The QR code as an SVG document.' }) qrSvg: string;
}
