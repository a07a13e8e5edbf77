#include "popsplit_process.h"

#if defined(__linux__)
#include <sys/prctl.h>
#endif

int popsplit_set_parent_death_signal(int signal) {
#if defined(__linux__)
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
#else
    (void)signal;
    return 0;
#endif
}
