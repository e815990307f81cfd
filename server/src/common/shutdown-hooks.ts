import { Injectable, OnApplicationShutdown } from '@nestjs/common';

/** Closes resources created outside Nest's container (the session store's pool) when the app closes. */
@Injectable()
export class ShutdownHooks implements OnApplicationShutdown {
  private readonly hooks: Array<() => Promise<unknown>> = [];

  add(hook: () => Promise<unknown>) {
    this.hooks.push(hook);
  }

  async onApplicationShutdown() {
    for (const hook of this.hooks.splice(0)) await hook().catch(() => undefined);
  }
}
