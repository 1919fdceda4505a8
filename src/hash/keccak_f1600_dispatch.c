/* Picks the Keccak-f[1600] variant for this CPU (CPU features are public). */
#include "cpu_features.h"
#include "keccak_f1600.h"

void bp_keccak_f1600_best(uint64_t s[25])
{
#ifdef BP_HAVE_KECCAK_BMI
    /* cpu_features reports BMI2 only; every CPU with BMI2 also has BMI1. */
    if (bp_cpu_features() & BP_CPU_BMI2) {
        bp_keccak_f1600_bmi(s);
        return;
    }
#endif
    bp_keccak_f1600(s);
}
