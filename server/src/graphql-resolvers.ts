import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants';
import { FEATURE_MODULES } from './app.module';

/** The mark @Resolver() leaves on a class (@nestjs/graphql's RESOLVER_TYPE_METADATA, not exported from the package root). */
const RESOLVER_TYPE_METADATA = 'graphql:resolver_type';

type ModuleEntry = Type<unknown> | DynamicModule | ForwardReference;

const isForwardReference = (entry: ModuleEntry): entry is ForwardReference => typeof (entry as ForwardReference).forwardRef === 'function';
const isDynamicModule = (entry: ModuleEntry): entry is DynamicModule => typeof entry === 'object' && 'module' in entry;

/** The resolver classes provided by `modules` and the modules they import, each once. */
export function resolversOf(modules: ModuleEntry[]): Type<unknown>[] {
  const seen = new Set<unknown>();
  const resolvers = new Set<Type<unknown>>();
  const visit = (entry: ModuleEntry | undefined) => {
    if (!entry) return;
    const ref = isForwardReference(entry) ? (entry.forwardRef() as ModuleEntry) : entry;
    if (seen.has(ref)) return;
    seen.add(ref);
    const moduleClass = isDynamicModule(ref) ? ref.module : ref;
    const imports: ModuleEntry[] = [...(Reflect.getMetadata(MODULE_METADATA.IMPORTS, moduleClass) ?? []), ...(isDynamicModule(ref) ? (ref.imports ?? []) : [])];
    const providers: unknown[] = [
      ...(Reflect.getMetadata(MODULE_METADATA.PROVIDERS, moduleClass) ?? []),
      ...(isDynamicModule(ref) ? (ref.providers ?? []) : []),
    ];
    for (const provider of providers) {
      if (typeof provider === 'function' && Reflect.hasMetadata(RESOLVER_TYPE_METADATA, provider)) resolvers.add(provider as Type<unknown>);
    }
    for (const imported of imports) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...resolvers];
}

/**
 * Every resolver class of the app, read from the modules the app imports (one list: the app's),
 * for printing schema.graphql without a database. A test checks the print matches the running app.
 */
export const GRAPHQL_RESOLVERS = resolversOf(FEATURE_MODULES);
