#ifndef SANDBOX_LAUNCH_H
#define SANDBOX_LAUNCH_H

/* Joins cgroups, sets limits, drops privileges, waits for the start byte, then execs the command
 * (see sandbox-launch.c for the arguments). Never returns: on any failure it exits with 125. */
_Noreturn void sandbox_launch(int argc, char **argv);

#endif
