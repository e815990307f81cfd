import { Module } from '@nestjs/common';
import { PlansController } from './plans.controller';
import { PlansResolver } from './plans.resolver';
import { PlansService } from './plans.service';

@Module({ providers: [PlansService, PlansResolver], controllers: [PlansController], exports: [PlansService] })
export class PlansModule {}
