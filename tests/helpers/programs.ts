/**
 * A program that needs the maths library (-lm). Its value comes from stdin, so gcc cannot fold
 * the calls away at compile time.
 */
export const mathsProgram = {
  code: [
    '#include <math.h>',
    '#include <stdio.h>',
    'int main(void) {',
    '    double x;',
    '    if (scanf("%lf", &x) != 1) return 1;',
    '    printf("%.3f %.1f\\n", sqrt(x), pow(x, 2));',
    '    return 0;',
    '}',
  ].join('\n'),
  stdin: '2\n',
  stdout: '1.414 4.0\n',
};
