/** The blog page (SPEC §2 /blog): a featured post, six more posts, categories, tags and the newsletter box. */

export type BlogCategory = 'Learning Tips' | 'Tutorials' | 'Engineering' | 'Product' | 'Community';

export interface BlogAuthor {
  name: string;
  role: string;
}

/** One block of a post's body: a paragraph, a subheading or a code listing. */
export type BlogBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'code'; code: string; caption: string };

export interface BlogPost {
  /** Stable identifier, used for element ids. */
  slug: string;
  title: string;
  excerpt: string;
  author: BlogAuthor;
  /** Publication date, ISO format (YYYY-MM-DD). */
  date: string;
  readTime: string;
  category: BlogCategory;
  tags: string[];
  featured: boolean;
  body: BlogBlock[];
}

const authors = {
  maya: { name: 'Maya Okafor', role: 'Co-founder & CEO' },
  daniel: { name: 'Daniel Reyes', role: 'Co-founder & CTO' },
  priya: { name: 'Priya Natarajan', role: 'Head of Curriculum' },
  tomas: { name: 'Tomás Lindqvist', role: 'Staff Engineer, Platform' },
  hannah: { name: 'Hannah Brooks', role: 'Product Designer' },
  kwame: { name: 'Kwame Mensah', role: 'Community Lead' },
} satisfies Record<string, BlogAuthor>;

export const blogPosts: BlogPost[] = [
  {
    slug: 'why-we-teach-c-first',
    title: 'Why we teach C first',
    excerpt:
      'Python is friendlier on day one. C is friendlier on day one hundred. Here is why our first course is C, and why we think beginners can handle it.',
    author: authors.maya,
    date: '2026-11-03',
    readTime: '6 min read',
    category: 'Learning Tips',
    tags: ['C', 'Beginners', 'Memory'],
    featured: true,
    body: [
      {
        kind: 'paragraph',
        text: 'The question we hear most often, from learners and from investors alike, is some version of "why C?". It is an old language. It has no classes, no garbage collector and no package manager. Its error messages can be blunt. Surely a beginner should start with something gentler?',
      },
      {
        kind: 'paragraph',
        text: 'We thought about this for a long time before writing a single lesson, and we keep coming back to the same answer: C is the language that hides the least. When you declare an int, you are asking for four bytes of memory. When you pass an array to a function, you are passing the address of its first element. When you forget to free something, it stays allocated. Every later language you learn is, in one way or another, a set of decisions about which of these details to hide from you. Knowing what is being hidden makes those languages easier, not harder.',
      },
      { kind: 'heading', text: 'The hard part is not the syntax' },
      {
        kind: 'paragraph',
        text: 'C has a small grammar. You can read most of the keywords on a single page. What makes it feel difficult is that it asks you to build a mental model of memory early, and most tutorials never draw that model for you. So that is where our course spends its time: boxes and addresses, what the stack looks like during a function call, why a string is an array of char that ends in a zero byte. Once that picture is in place, pointers stop being magic.',
      },
      {
        kind: 'code',
        caption: 'The first program in lesson 1, and the first thing you run on CodeNest.',
        code: `#include <stdio.h>

int main(void) {
    printf("Hello, World!\\n");
    return 0;
}`,
      },
      { kind: 'heading', text: 'Real compiler, real feedback' },
      {
        kind: 'paragraph',
        text: 'The other reason C works as a first language is feedback. Every Run button on CodeNest compiles your program with gcc, with warnings switched on, and runs it in a sandbox on our servers. You see exactly what a professional would see on their own machine. When a warning tells you that a variable may be used uninitialised, that is a lesson in itself, delivered at the moment it matters.',
      },
      {
        kind: 'paragraph',
        text: 'None of this means C is the only good first language, or that you should stay with it forever. The full C course is free so that anyone can try this path. If it clicks for you, the ideas carry straight into C++, Rust and Go, the Pro courses we are preparing now. If it does not, you will still leave understanding your computer better than before, and that has never hurt anyone.',
      },
    ],
  },
  {
    slug: 'pointers-explained',
    title: 'Pointers, explained without the hand-waving',
    excerpt:
      'A pointer is just a variable that holds an address. We build that idea up from a single int, one picture at a time, until * and & feel ordinary.',
    author: authors.priya,
    date: '2026-10-20',
    readTime: '9 min read',
    category: 'Tutorials',
    tags: ['C', 'Pointers', 'Memory', 'Beginners'],
    featured: false,
    body: [
      {
        kind: 'paragraph',
        text: 'Every variable in a running C program lives somewhere in memory, and every place in memory has an address: a number, usually printed in hexadecimal. A pointer is a variable whose value is one of those addresses. That is the whole definition. The rest of this post is about making it feel natural.',
      },
      {
        kind: 'code',
        caption: 'Taking an address with & and following it with *.',
        code: `#include <stdio.h>

int main(void) {
    int score = 42;
    int *p = &score;   /* p holds the address of score */

    printf("score lives at %p\\n", (void *)p);
    printf("the value there is %d\\n", *p);

    *p = 50;           /* write through the pointer */
    printf("score is now %d\\n", score);
    return 0;
}`,
      },
      {
        kind: 'paragraph',
        text: 'Read int *p as "p is a pointer to an int". The & operator asks for the address of a variable; the * operator, used in an expression, follows an address to the value stored there. Writing *p = 50 changes score, because p and score refer to the same four bytes. When you run this on CodeNest, the address will be different each time: the operating system places the stack at a randomised position, which is a security feature, not a bug.',
      },
      { kind: 'heading', text: 'Why functions need pointers' },
      {
        kind: 'paragraph',
        text: 'C passes arguments by value: a function receives copies. If you write a swap function that takes two ints, it swaps its own copies and the caller sees nothing change. Pass the addresses instead, and the function can reach back into the caller\u2019s variables. This is the single most common reason beginners meet pointers, and it is why scanf asks for &age rather than age.',
      },
      {
        kind: 'code',
        caption: 'swap only works because it receives addresses.',
        code: `void swap(int *a, int *b) {
    int tmp = *a;
    *a = *b;
    *b = tmp;
}`,
      },
      { kind: 'heading', text: 'Arrays and pointers are close relatives' },
      {
        kind: 'paragraph',
        text: 'In most expressions, the name of an array turns into a pointer to its first element. That is why a function declared as int sum(int *values, int count) can be called with an array, and why values[i] and *(values + i) mean exactly the same thing. Pointer arithmetic moves in units of the pointed-to type: adding 1 to an int pointer moves forward by sizeof(int) bytes, not by one byte.',
      },
      {
        kind: 'paragraph',
        text: 'Two rules will save you most of the pain. First, never follow a pointer you have not pointed at something: initialise pointers, and use NULL when there is nothing to point to yet. Second, never follow a pointer to something that no longer exists, such as a local variable of a function that has returned. The pointer lessons of the C course practise both rules with small programs you can break on purpose and watch fail safely in the sandbox.',
      },
    ],
  },
  {
    slug: 'how-the-sandbox-runs-your-code',
    title: 'How the sandbox runs your code safely',
    excerpt:
      'Every time you press Run, a real gcc compiles your program and a fresh sandbox runs it. A look at the limits, the isolation and why an infinite loop cannot hurt anyone.',
    author: authors.daniel,
    date: '2026-10-06',
    readTime: '8 min read',
    category: 'Engineering',
    tags: ['Sandbox', 'Security', 'gcc'],
    featured: false,
    body: [
      {
        kind: 'paragraph',
        text: 'Running strangers\u2019 C programs is, on paper, a terrible idea. C can open files, spawn processes, allocate memory until the machine falls over and loop forever. Yet that is exactly what the Run button does, tens of thousands of times a day. This post explains how we make it boring.',
      },
      { kind: 'heading', text: 'Compile, then run, both in a box' },
      {
        kind: 'paragraph',
        text: 'Your source goes to our API server, which compiles it with gcc using -std=c17 -Wall -Wextra. We keep the compiler\u2019s warnings because they teach. Both the compiler and your program run inside bubblewrap, the same unprivileged sandboxing tool that desktop Linux uses to isolate applications. Each run gets its own private temporary directory, a read-only view of the system, no network at all and an unprivileged user. The sandbox dies with its parent, so nothing can outlive the request that started it.',
      },
      { kind: 'heading', text: 'Limits on everything' },
      {
        kind: 'paragraph',
        text: 'Inside the box, every resource is capped: 2 seconds of CPU time and 5 seconds of wall-clock time for your program, 256 MiB of memory, 64 processes, and 64 KiB of output. When a limit is reached, the whole process group is killed and you see a clear message, for example that your program ran out of time, instead of a spinner that never stops. A fork bomb simply hits the process limit and ends.',
      },
      {
        kind: 'code',
        caption:
          'This program is stopped after 2 seconds of CPU time, and the server does not notice.',
        code: `int main(void) {
    for (;;) { }
}`,
      },
      { kind: 'heading', text: 'Fast enough to feel local' },
      {
        kind: 'paragraph',
        text: 'Isolation is only half the job; the other half is speed. Lesson examples and daily challenges are compiled when the server starts, and every compiled program is cached by a hash of the compiler version, the flags and the source, so pressing Run twice on unchanged code skips the compiler. A bounded pool of workers, about one per processor core, takes runs in turn, and when the queue is full the server says so politely rather than slowing everyone down.',
      },
      {
        kind: 'paragraph',
        text: 'We also keep a suite of hostile programs, each one an attempt to escape, exhaust or stall the sandbox, and run it on every change. If you find a way to break out, please tell us through the contact form on this site before writing a blog post about it. We will thank you properly.',
      },
    ],
  },
  {
    slug: 'daily-challenge-streak-tips',
    title: 'Seven habits that keep a daily-challenge streak alive',
    excerpt:
      'Our longest streaks do not belong to the fastest programmers. They belong to people with a routine. What we learned from learners who reached Diamond.',
    author: authors.kwame,
    date: '2026-09-15',
    readTime: '5 min read',
    category: 'Learning Tips',
    tags: ['Daily Challenge', 'Habits', 'Beginners'],
    featured: false,
    body: [
      {
        kind: 'paragraph',
        text: 'A streak badge is a small thing: Bronze at 3 days, Silver at 7, Gold at 14 and Diamond at 30. But when we asked learners who reached Diamond what got them there, nobody mentioned talent. They described routines. Here are the seven habits that came up again and again.',
      },
      {
        kind: 'paragraph',
        text: '1. Attach it to something you already do. Morning coffee, the bus ride home, the ten minutes after dinner. A challenge that has a fixed place in your day gets done; one that waits for free time does not.',
      },
      {
        kind: 'paragraph',
        text: '2. Read the whole challenge before writing code. The description, the expected output and the hints are all there for a reason. Most failed submissions we see print almost the right thing: a missing colon, an extra space, no newline at the end.',
      },
      {
        kind: 'paragraph',
        text: '3. Run early and often. The Run button is free and fast. Compile after every few lines instead of writing the whole program and meeting twenty errors at once.',
      },
      {
        kind: 'paragraph',
        text: '4. Use the hints without guilt. They are part of the challenge, not a penalty. Learning to ask for help at the right moment is a professional skill.',
      },
      {
        kind: 'paragraph',
        text: '5. Respect the clock, do not fear it. Beginner challenges allow 30 minutes, intermediate ones 45 and advanced ones 60. That is plenty if you start by writing the simplest version that prints the expected output, and improve it afterwards.',
      },
      {
        kind: 'paragraph',
        text: '6. Remember when the day ends. A new challenge arrives at local midnight, and the page shows a countdown. If you are a night owl, that countdown is your friend.',
      },
      {
        kind: 'paragraph',
        text: '7. Talk about it. Learners who post their solution in the community discussions keep their streaks longer. Explaining your code to someone else is the best review there is, and you will pick up tricks from other people\u2019s answers.',
      },
    ],
  },
  {
    slug: 'memory-bugs-and-addresssanitizer',
    title: 'Catching memory bugs with AddressSanitizer',
    excerpt:
      'Out-of-bounds writes and use-after-free bugs often run "fine" until they do not. AddressSanitizer finds them the moment they happen. A practical guide for your own machine.',
    author: authors.tomas,
    date: '2026-08-25',
    readTime: '10 min read',
    category: 'Tutorials',
    tags: ['C', 'Memory', 'Debugging', 'gcc'],
    featured: false,
    body: [
      {
        kind: 'paragraph',
        text: 'The most frustrating C bugs are the ones that do not crash. You write one element past the end of an array, the program prints the right answer, and three weeks later an unrelated change makes it fall over. C does not check array bounds, and freed memory does not disappear: it just stops being yours. AddressSanitizer, ASan for short, is a tool built into gcc and clang that makes those mistakes loud.',
      },
      {
        kind: 'code',
        caption: 'An off-by-one error that usually goes unnoticed.',
        code: `#include <stdlib.h>

int main(void) {
    int *values = malloc(5 * sizeof *values);
    for (int i = 0; i <= 5; i++) {   /* should be i < 5 */
        values[i] = i * i;
    }
    free(values);
    return 0;
}`,
      },
      { kind: 'heading', text: 'Turning it on' },
      {
        kind: 'paragraph',
        text: 'On your own Linux or macOS machine, compile with gcc -g -fsanitize=address -fno-omit-frame-pointer program.c and run the result as usual. The -g flag keeps line numbers so the report can point at your source. Running the program above stops immediately with a heap-buffer-overflow report: it names the line that wrote out of bounds, shows that the write was 0 bytes past a 20-byte region, and tells you which line allocated that region.',
      },
      { kind: 'heading', text: 'Reading the report' },
      {
        kind: 'paragraph',
        text: 'ASan reports look intimidating, but only three parts matter. The first line names the kind of error: heap-buffer-overflow, stack-buffer-overflow, heap-use-after-free or double-free. The first stack trace shows where the bad access happened; look for the first frame that is in your file. The second trace shows where the memory was allocated or freed. Everything below that, the shadow bytes map, you can ignore until you are curious.',
      },
      {
        kind: 'paragraph',
        text: 'ASan makes programs roughly twice as slow and uses more memory, so it is a tool for development, not for the version you ship. It also cannot find bugs in code paths that never run, which is one more reason to write small tests. Pair it with -Wall -Wextra, which the CodeNest sandbox already uses, and you will catch a large share of the mistakes that make C its reputation.',
      },
      {
        kind: 'paragraph',
        text: 'On CodeNest, the Debug run of the Pro plan builds your program with AddressSanitizer and UndefinedBehaviorSanitizer inside the sandbox and points at the line of the report. On the Free plan, the dynamic-memory lessons of the C course include exercises designed to be tried both in the browser and under ASan at home.',
      },
    ],
  },
  {
    slug: 'learner-story-lina',
    title: 'From night shifts to firmware: Lina\u2019s story',
    excerpt:
      'Lina Haddad learned C in twenty-minute sessions between warehouse shifts. Eighteen months later she writes firmware for agricultural sensors. In her words.',
    author: authors.kwame,
    date: '2026-07-30',
    readTime: '7 min read',
    category: 'Community',
    tags: ['Career', 'Beginners', 'Habits'],
    featured: false,
    body: [
      {
        kind: 'paragraph',
        text: 'We met Lina in our community discussions, where she had answered more pointer questions than almost anyone. When we found out she had started the C course with no programming background at all, we asked if she would tell her story. This is a condensed version of our conversation.',
      },
      {
        kind: 'paragraph',
        text: '"I was working nights at a distribution centre, scanning pallets. The scanners kept freezing, and a technician told me the firmware was written in C. I didn\u2019t know what firmware was. I looked it up on my break and ended up on the first CodeNest lesson. I liked that I could just press Run on my phone without installing anything."',
      },
      {
        kind: 'paragraph',
        text: '"I did one lesson a day, usually twenty minutes before my shift. The daily challenge became my warm-up. Some days I only read the hints and didn\u2019t solve anything, but I kept the habit. The lesson on pointers took me a week. I drew the boxes and arrows on paper until it made sense."',
      },
      {
        kind: 'paragraph',
        text: '"After the course I bought a cheap microcontroller board and blinked an LED, then read a temperature sensor. I posted the code in the community and someone pointed out I was writing past the end of my buffer. That was the most useful embarrassment of my life."',
      },
      {
        kind: 'paragraph',
        text: '"A local company that makes soil-moisture sensors was looking for a junior firmware developer. In the interview they asked me to explain what volatile means and why an interrupt handler should be short. I could answer both. I have been there eight months now."',
      },
      {
        kind: 'paragraph',
        text: 'Asked what she would tell someone starting today, Lina did not hesitate: "Small and every day beats long and once a week. And post your code. People are kinder than you expect."',
      },
    ],
  },
  {
    slug: 'introducing-the-daily-challenge',
    title: 'Introducing the daily C challenge',
    excerpt:
      'One C problem a day, with a time limit, hints, points and streak badges. Why we built it, how a day\u2019s challenge is chosen and what counts as a correct answer.',
    author: authors.hannah,
    date: '2025-11-12',
    readTime: '4 min read',
    category: 'Product',
    tags: ['Daily Challenge', 'C'],
    featured: false,
    body: [
      {
        kind: 'paragraph',
        text: 'Lessons teach ideas; practice makes them stick. Starting today, every CodeNest learner with an account gets one C challenge a day: a small, complete problem you solve in the browser, run against a real compiler and submit when your output matches.',
      },
      { kind: 'heading', text: 'How it works' },
      {
        kind: 'paragraph',
        text: 'Each challenge has a difficulty, a number of points and a time limit: Beginner challenges are worth 50 points with 30 minutes on the clock, Intermediate 75 points with 45 minutes, and Advanced 100 points with 60 minutes. You get instructions, starter code, the exact output we expect and a list of hints you can reveal when you are stuck. Press Run Code as often as you like; Submit unlocks once your output passes the check.',
      },
      {
        kind: 'paragraph',
        text: 'A new challenge arrives at midnight in your own time zone, and the page counts down to it. Solve challenges on consecutive days to build a streak: 3 days earns Bronze, 7 Silver, 14 Gold and 30 Diamond.',
      },
      { kind: 'heading', text: 'Why a timer?' },
      {
        kind: 'paragraph',
        text: 'We went back and forth on this. In testing, the timer did not make people anxious so much as it made them start. An open-ended problem is easy to postpone; thirty minutes is a commitment you can make on a lunch break. The limits are generous on purpose, and running out of time only ends that attempt.',
      },
      {
        kind: 'paragraph',
        text: 'The daily challenge is free for everyone. Pro members get unlimited practice challenges on top of it, while the Free plan includes 5 practice challenges per month. We would love to hear what you think in the community discussions.',
      },
    ],
  },
];

export const blogText = {
  featuredHeading: 'Featured post',
  searchLabel: 'Search posts',
  searchPlaceholder: 'Search posts, e.g. pointers',
  categoriesLabel: 'Categories',
  tagsLabel: 'Tags',
  allCategories: 'All',
  postsHeading: 'Latest posts',
  readArticle: 'Read article',
  closeArticle: 'Close article',
  emptyTitle: 'No posts found',
  emptyHint: 'Try a different search term, another category or fewer tags.',
  clearFilters: 'Clear filters',
};

export const newsletter = {
  title: 'Get the CodeNest newsletter',
  description:
    'One e-mail every two weeks: a new tutorial, a C puzzle to try and what we shipped. No spam, and you can unsubscribe from any issue.',
  emailLabel: 'Email address',
  placeholder: 'you@example.com',
  button: 'Subscribe',
  busyButton: 'Subscribing...',
  success:
    'Almost there: check your inbox to confirm. We sent you an e-mail with a link, and the newsletter starts once you follow it.',
};
