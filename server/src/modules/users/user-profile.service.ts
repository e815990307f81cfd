import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { StorageService } from '../storage/storage.service';
import { Gender, UserEntity } from './user.entity';
import { AVATAR_RULES, checkLocale, uniqueViolation, UserError, UserErrorCode } from './users.errors';
import { UsersService } from './users.service';

export interface ProfileChange {
  fullname?: string;
  username?: string;
  phone?: string;
  telegram?: string | null;
  gender?: string;
  dateOfBirth?: string | null;
}

export interface AddressChange {
  address1?: string;
  address2?: string | null;
  city?: string | null;
  state?: string;
  zipcode?: string | null;
  country?: string;
  nationality?: string | null;
}

const USERNAME = /^[A-Za-z0-9_.-]{3,30}$/;
const GENDERS: Gender[] = ['Male', 'Female', 'Others'];

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** What the user edits of their own record: personal info, address and avatar. */
@Injectable()
export class UserProfileService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly accounts: UsersService,
    private readonly storage: StorageService,
    private readonly clock: Clock,
  ) {}

  async updateProfile(userId: string, change: ProfileChange): Promise<UserEntity> {
    const fullname = clean(change.fullname);
    const username = clean(change.username);
    const phone = clean(change.phone);
    if (!fullname || !username || !phone) {
      throw new UserError(UserErrorCode.PROFILE_FIELDS_REQUIRED).about(!fullname ? 'fullname' : !username ? 'username' : 'phone');
    }
    if (!/^[0-9]+$/.test(phone)) throw new UserError(UserErrorCode.PHONE_NOT_DIGITS);
    if (phone.length < 5 || phone.length > 20) throw new UserError(UserErrorCode.PHONE_LENGTH);
    if (!USERNAME.test(username)) throw new UserError(UserErrorCode.INVALID_USERNAME);
    const gender = (clean(change.gender) ?? 'Male') as Gender;
    if (!GENDERS.includes(gender)) throw new UserError(UserErrorCode.INVALID_GENDER);
    const dateOfBirth = this.checkDateOfBirth(clean(change.dateOfBirth));
    try {
      await this.users.update(userId, { fullname, username, phone, telegram: clean(change.telegram), gender, dateOfBirth });
    } catch (error) {
      if (uniqueViolation(error, 'users_username_lower_key')) throw new UserError(UserErrorCode.USERNAME_TAKEN);
      throw error;
    }
    return this.accounts.requireById(userId);
  }

  async updateAddress(userId: string, change: AddressChange): Promise<UserEntity> {
    const address1 = clean(change.address1);
    const state = clean(change.state);
    const country = clean(change.country);
    if (!address1 || !state || !country) {
      throw new UserError(UserErrorCode.ADDRESS_FIELDS_REQUIRED).about(!address1 ? 'address1' : !state ? 'state' : 'country');
    }
    await this.users.update(userId, {
      address1,
      address2: clean(change.address2),
      city: clean(change.city),
      state,
      zipcode: clean(change.zipcode),
      country,
      nationality: clean(change.nationality),
    });
    return this.accounts.requireById(userId);
  }

  /** The user's language: the app follows it on every device; mails and statements use it. An unknown one changes nothing. */
  async setLocale(userId: string, locale: unknown): Promise<UserEntity> {
    await this.users.update(userId, { locale: checkLocale(locale) });
    return this.accounts.requireById(userId);
  }

  async setAvatar(userId: string, bytes: Buffer | undefined): Promise<UserEntity> {
    if (!bytes?.length) throw new UserError(UserErrorCode.FILE_REQUIRED);
    const user = await this.accounts.requireById(userId);
    const name = await this.storage.saveImage('avatars', bytes, AVATAR_RULES);
    await this.users.update(userId, { avatar: name });
    await this.storage.remove('avatars', user.avatar);
    return this.accounts.requireById(userId);
  }

  async deleteAvatar(userId: string): Promise<UserEntity> {
    const user = await this.accounts.requireById(userId);
    if (user.avatar) {
      await this.users.update(userId, { avatar: null });
      await this.storage.remove('avatars', user.avatar);
    }
    return this.accounts.requireById(userId);
  }

  private checkDateOfBirth(value: string | null): string | null {
    if (!value) return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : null;
    if (!match || !date || date.toISOString().slice(0, 10) !== value) throw new UserError(UserErrorCode.INVALID_DATE_OF_BIRTH);
    if (value > this.clock.now().toISOString().slice(0, 10)) throw new UserError(UserErrorCode.DATE_OF_BIRTH_IN_FUTURE);
    if (+match[1] < 1900) throw new UserError(UserErrorCode.DATE_OF_BIRTH_TOO_EARLY);
    return value;
  }
}
