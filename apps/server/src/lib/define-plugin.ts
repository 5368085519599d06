import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin as non-encapsulated, as fastify-plugin does: its decorators, hooks and
 * handlers apply to the instance that registers it.
 */
export function definePlugin<TOptions extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<TOptions>,
): FastifyPluginAsync<TOptions> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
