import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-010's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Strings

C has no special string type. A *string* is simply an array of \`char\` that contains the characters of the text followed by one extra character, the *null character* \`'\\0'\`, whose value is 0. Everything in this lesson follows from that one rule.

## Strings are char arrays

\`\`\`c
char word[] = "cat";
\`\`\`

The string literal \`"cat"\` has three letters, but the array gets **four** elements: \`'c'\`, \`'a'\`, \`'t'\` and \`'\\0'\`. The compiler adds the terminator for you whenever you write text in double quotes. You can also give the array more room than the text needs:

\`\`\`c
char name[20] = "Ada"; // 'A', 'd', 'a', '\\0', and 16 more zero bytes
\`\`\`

Since a string is an array, \`word[0]\` is the character \`'c'\` and you can change single characters: \`word[0] = 'b';\` turns the text into \`"bat"\`.

Keep the two kinds of quotes apart: \`'a'\` is a single \`char\`, while \`"a"\` is a string, an array of two bytes (\`'a'\` and \`'\\0'\`).

## The terminator marks the end

Functions that work on strings do not know the array's length. They start at the first character and keep going until they find \`'\\0'\`. \`printf\` with \`%s\` works this way, and so does \`puts\`:

\`\`\`c
printf("%s\\n", name); // prints Ada: it stops at the '\\0'
\`\`\`

If an array of \`char\` has no terminator, these functions run past its end into whatever memory follows. That is undefined behaviour, and a classic source of garbage output and crashes.

## Length: strlen versus sizeof

The header \`<string.h>\` declares the standard string functions. \`strlen\` counts the characters before the terminator and returns a \`size_t\` (print it with \`%zu\`):

\`\`\`c
char name[20] = "Ada";
strlen(name)  // 3: the length of the text
sizeof name   // 20: the size of the whole array
\`\`\`

\`sizeof\` tells you how much room there is; \`strlen\` tells you how much of it the text currently uses. Because \`strlen\` walks the whole string every time, store its result in a variable rather than calling it in every loop test.

## Walking through a string

Loop until you reach the terminator:

\`\`\`c
int spaces = 0;
for (int i = 0; name[i] != '\\0'; i++) {
    if (name[i] == ' ') {
        spaces++;
    }
}
\`\`\`

The header \`<ctype.h>\` has helpers for single characters: \`isalpha\` (is it a letter?), \`isdigit\` (a digit?), \`isalnum\` (a letter or a digit?), \`isspace\`, \`isupper\`, \`islower\`, and \`toupper\` and \`tolower\`, which return the converted character. The \`is\` functions return a non-zero value (not necessarily 1) for yes and 0 for no, so test them with \`if (isdigit(c))\`, never with \`== 1\`. Pass them the character converted to \`unsigned char\`:

\`\`\`c
name[i] = (char)toupper((unsigned char)name[i]);
\`\`\`

The cast matters because \`char\` may be signed, and for characters outside plain ASCII (the basic character set of English letters, digits and punctuation that your programs have used so far), such as accented letters, it then holds a negative value. Passing such a negative value to a \`ctype.h\` function is undefined behaviour.

## Reading a whole line with fgets

\`scanf("%s", name)\` reads only one word: it stops at the first space. It also has no idea how big \`name\` is, so a long word overflows the array (a field width such as \`%19s\` limits it). To read a whole line safely, use \`fgets\`, which you met in lesson c-006. Now that you know what a string is, here is exactly what it does:

\`\`\`c
char line[100];
if (fgets(line, sizeof line, stdin) != NULL) {
    // line holds the text, including the '\\n' at the end
}
\`\`\`

\`fgets\` reads at most \`sizeof line - 1\` characters, stops after the newline, and always adds the terminator, so it can never overflow the array. It keeps the newline, which you usually remove. When there is nothing left to read, it returns \`NULL\`, a special value meaning "nothing" that lesson c-011 explains. Lesson c-006 removed the newline with \`strcspn\`; with \`strlen\` you can do it like this, and also learn the length of the line:

\`\`\`c
size_t len = strlen(line);
if (len > 0 && line[len - 1] == '\\n') {
    line[len - 1] = '\\0'; // overwrite the newline with the terminator
}
\`\`\`

If the line is longer than the array, \`fgets\` stops early and the rest stays waiting in the input for the next read.

## Copying, joining and comparing

Like any array, a string cannot be assigned with \`=\` or compared with \`==\`. Use these functions from \`<string.h>\` instead:

- \`strcpy(dest, src)\` copies \`src\`, terminator included, into \`dest\`.
- \`strcat(dest, src)\` appends \`src\` to the end of the string already in \`dest\`.
- \`strcmp(a, b)\` compares two strings character by character, using the character codes. It returns 0 if the strings are equal, a negative number if \`a\` sorts first, and a positive number if \`b\` sorts first. For lower-case words this is alphabetical order, but in ASCII every upper-case letter has a smaller code than every lower-case one.

\`strcpy\` and \`strcat\` trust you completely: if \`dest\` is too small, they write past its end, which is undefined behaviour. Check the lengths first, or build the text with \`snprintf\`, which works like \`printf\` but writes into an array and never writes more than the size you give it:

\`\`\`c
char message[32];
int needed = snprintf(message, sizeof message, "%s has %zu letters", name, strlen(name));
if (needed >= (int)sizeof message) {
    printf("The message was cut short.\\n");
}
\`\`\`

If the result would be too long, \`snprintf\` cuts it short and still ends it with \`'\\0'\`. It returns the length the *whole* text would have had, so a result of at least the array's size means the text was cut. gcc warns \`output may be truncated\` when the text might not fit and you ignore that result; checking it, as above, keeps you and the compiler informed.

## Common mistakes

- **No room for the terminator.** \`char word[3] = "cat";\` compiles without a word from gcc, but the array holds no \`'\\0'\`, so printing it reads past the end. Leave out the length (\`char word[] = "cat";\`) or make it at least one more than the text.
- **Comparing with \`==\`.** \`if (answer == "yes")\` does not compare the text; gcc warns \`comparison with string literal results in unspecified behavior\`. Write \`if (strcmp(answer, "yes") == 0)\`.
- **Assigning with \`=\`.** \`name = "Bob";\` fails with \`assignment to expression with array type\`. Use \`strcpy(name, "Bob");\`, making sure it fits.
- **Single quotes for a string.** \`char c = "a";\` gives \`initialization of 'char' from 'char *' makes integer from pointer without a cast\`. Use \`'a'\` for a character.
- **The newline left behind by scanf.** After \`scanf("%d", &age);\`, the newline the user typed is still waiting, so a following \`fgets\` returns an empty line at once. Skip the rest of the line first with the \`getchar\` loop from lesson c-006, or read every line with \`fgets\`.
- **Forgetting the newline from fgets.** \`strcmp(line, "yes")\` is not 0 when \`line\` holds \`"yes\\n"\`. Remove the newline first.

## Try it

- Change the input to your own name and check the count of characters and vowels.
- Make \`name\` only 5 bytes long and run the program again. What does \`fgets\` read, and where does the rest of the line go?
- Count the spaces in the name with a loop, and print the count.
- Use \`strcmp\` to compare \`"Zebra"\` with \`"apple"\`, and explain the sign of the result.`,
  code: String.raw`#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Counts the vowels in s, walking it up to the terminating '\0'. */
int count_vowels(const char s[])
{
    int count = 0;
    for (int i = 0; s[i] != '\0'; i++) {
        int c = tolower((unsigned char)s[i]);
        if (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u') {
            count++;
        }
    }
    return count;
}

/* Changes every letter of s to upper case, in place. */
void to_upper(char s[])
{
    for (int i = 0; s[i] != '\0'; i++) {
        s[i] = (char)toupper((unsigned char)s[i]);
    }
}

int main(void)
{
    char word[] = "cat"; /* 4 bytes: 'c', 'a', 't' and '\0' */
    printf("\"%s\": strlen %zu, sizeof %zu\n", word, strlen(word), sizeof word);
    word[0] = 'b'; /* a string is an array: change one character */
    printf("Now it says \"%s\".\n", word);

    /* fgets reads a whole line, spaces included, and never overflows name. */
    char name[50];
    if (fgets(name, sizeof name, stdin) == NULL) {
        printf("No input.\n");
        return 0;
    }
    size_t len = strlen(name);
    if (len > 0 && name[len - 1] == '\n') {
        name[len - 1] = '\0'; /* remove the newline that fgets keeps */
        len--;
    }
    printf("Hello, %s!\n", name);
    printf("Your name has %zu characters and %d vowels.\n", len, count_vowels(name));

    char shout[50];
    strcpy(shout, name); /* safe: shout is as large as name */
    to_upper(shout);
    printf("Shouted: %s\n", shout);

    if (strcmp(name, "Ada Lovelace") == 0) {
        printf("strcmp says: same text as \"Ada Lovelace\".\n");
    }
    printf("\"apple\" sorts before \"banana\": %d\n", strcmp("apple", "banana") < 0);

    char path[32] = "home";
    strcat(path, "/ada"); /* path has room for both parts */
    printf("Joined: %s\n", path);

    /* snprintf never writes more than sizeof message bytes. */
    char message[20];
    int needed = snprintf(message, sizeof message, "%s has %zu letters", shout, len);
    printf("Cut short: %s (the whole text needs %d characters)\n", message, needed);
    return 0;
}
`,
  stdin: 'Ada Lovelace\n',
  expectedOutput: `"cat": strlen 3, sizeof 4
Now it says "bat".
Hello, Ada Lovelace!
Your name has 12 characters and 6 vowels.
Shouted: ADA LOVELACE
strcmp says: same text as "Ada Lovelace".
"apple" sorts before "banana": 1
Joined: home/ada
Cut short: ADA LOVELACE has 12 (the whole text needs 27 characters)`,
  exercise: {
    title: 'Title Case',
    task: `Read one line of text (at most 200 characters) from standard input and print it in *title case*: the first letter of every word in upper case, and every other letter in lower case.

A word starts at the beginning of the line or right after a space. Characters that are not letters stay as they are, and the spaces stay exactly where they were.

Complete the function \`void title_case(char s[])\`, which changes the string in place. \`main\` is already written: it reads the line with \`fgets\`, removes the newline, calls \`title_case\` and prints the result. If the input is empty, the program prints an empty line.

Example: for the input

\`\`\`
the C programming LANGUAGE
\`\`\`

the program prints

\`\`\`
The C Programming Language
\`\`\`

and for \`3rd place, 2ND try\` it prints \`3rd Place, 2nd Try\`: a word that starts with a digit has no first letter to capitalise, but its letters still become lower case.`,
    starterCode: String.raw`#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Changes s in place: the first character of every word to upper case,
   all other letters to lower case. A word starts at the beginning of the
   string or right after a space. */
void title_case(char s[])
{
    /* Write this function. */
    (void)s;
}

int main(void)
{
    char line[256];
    if (fgets(line, sizeof line, stdin) == NULL) {
        line[0] = '\0'; /* no input at all: use an empty string */
    }
    size_t len = strlen(line);
    if (len > 0 && line[len - 1] == '\n') {
        line[len - 1] = '\0';
    }
    title_case(line);
    printf("%s\n", line);
    return 0;
}
`,
    hints: [
      "Walk through the string with a loop that stops at the terminator: for (int i = 0; s[i] != '\\0'; i++).",
      'Keep a variable such as int at_word_start = 1; that says whether the next character begins a word. A space sets it to 1; any other character sets it to 0 after you have handled that character.',
      'For a character that is not a space, use toupper if at_word_start is 1 and tolower otherwise. Both leave digits and punctuation unchanged.',
      'Convert before calling the ctype.h functions and convert the result back: s[i] = (char)toupper((unsigned char)s[i]);',
    ],
    visibleCases: [
      { name: 'two lower-case words', stdin: 'hello world\n', expectedOutput: 'Hello World' },
      {
        name: 'mixed case',
        stdin: 'the C programming LANGUAGE\n',
        expectedOutput: 'The C Programming Language',
      },
    ],
  },
};
