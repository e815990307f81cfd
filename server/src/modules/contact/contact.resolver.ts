import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { Public } from '../../common/decorators/access.decorators';
import { MessagePayload } from '../../common/message-payload';
import { CONTACT_SENT_MESSAGE, ContactService } from './contact.service';
import { CaptchaChallenge, ContactInput } from './dto/contact.input';

@Resolver()
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Query(() => CaptchaChallenge, { description: 'A new contact-form question; the answer is kept in the session.' })
  captcha(@Context('req') req: Request): CaptchaChallenge {
    return { question: this.contact.newCaptcha(req.session) };
  }

  @Public()
  @Mutation(() => MessagePayload)
  async contactUs(@Args('input') input: ContactInput, @Context('req') req: Request): Promise<MessagePayload> {
    await this.contact.submit(input, req.session, req.user?.id ?? null, req.ip ?? 'unknown');
    return { message: CONTACT_SENT_MESSAGE };
  }
}
