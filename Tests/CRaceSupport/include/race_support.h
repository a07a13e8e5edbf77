#ifndef POPSPLIT_RACE_SUPPORT_H
#define POPSPLIT_RACE_SUPPORT_H

/// Exchanges two names in one directory atomically (renameat2 with RENAME_EXCHANGE), as an
/// attacker racing the workspace check does. Returns 0, or -1 with errno set (ENOSYS where the
/// system has no such call).
int popsplit_race_exchange(const char *first, const char *second);

#endif
