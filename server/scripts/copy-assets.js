// tsc copies no data files; the password list ships beside the compiled auth module.
const { cpSync } = require('node:fs');
cpSync('src/modules/auth/common-passwords.txt', 'dist/modules/auth/common-passwords.txt');
