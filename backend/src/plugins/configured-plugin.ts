/**
 * The base of a plugin set up by `init(options)`, Vendure's convention: the options stay on the
 * class, where its providers' factories and its `configuration` read them.
 */
export function configuredBy<Options>() {
  return class ConfiguredPlugin {
    static options: Options;

    static init<Plugin extends { options: Options }>(this: Plugin, options: Options): Plugin {
      this.options = options;
      return this;
    }
  };
}
