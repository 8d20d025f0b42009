import type { App, Services } from './app-types.ts';

/** A part of the API: the routes it registers and the tag they are listed under in the API reference. */
export interface ApiModule {
  tag: string;
  /** One sentence for the reference: what the operations of this tag are for. */
  description: string;
  routes: (app: App, services: Services) => void;
}

/** Registers each module in its own scope, so every route it adds (now or later) carries the module's tag. */
export async function registerModules(app: App, modules: readonly ApiModule[], services: Services): Promise<void> {
  for (const module of modules) {
    await app.register(async (scope: App) => {
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, tags: route.schema?.tags ?? [module.tag] };
      });
      module.routes(scope, services);
    });
  }
}
