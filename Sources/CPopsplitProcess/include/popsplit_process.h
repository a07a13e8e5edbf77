#ifndef POPSPLIT_PROCESS_H
#define POPSPLIT_PROCESS_H

/// Asks the kernel to send this process `signal` when its parent exits (Linux's
/// PR_SET_PDEATHSIG; prctl is variadic, so Swift cannot call it directly). Returns 0, or -1 with
/// errno set; 0 and nothing done where the call does not exist.
int popsplit_set_parent_death_signal(int signal);

#endif
