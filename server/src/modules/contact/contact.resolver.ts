import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { Public } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
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
  // The request for its session (the captcha answer it holds).
  async contactUs(@Args('input') input: ContactInput, @Actor() actor: Actor, @Context('req') req: Request): Promise<MessagePayload> {
    await this.contact.submit(input, req.session, actor);
    return { message: CONTACT_SENT_MESSAGE };
  }
}
