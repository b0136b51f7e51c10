// CSS modules in tests: `classes.root` is simply 'root'.
module.exports = new Proxy(
  {},
  {
    get: (_target, key) =>
      key === '__esModule' ? false : typeof key === 'string' ? key : undefined,
  },
);
