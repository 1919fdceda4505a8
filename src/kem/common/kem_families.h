/* SPDX-License-Identifier: MIT */
/* The KEM families of the library, in the order binpoly_kem_get_info
 * lists them (include/binpoly/kem.h): each names the bp_kem_family its
 * api file defines (kem/<family>/<family>_api.c).  A new family adds its
 * folder and one entry here. */
#ifndef BP_KEM_FAMILIES_H
#define BP_KEM_FAMILIES_H

#define BP_FOR_EACH_KEM_FAMILY(X) X(hqc) X(bike)

#endif /* BP_KEM_FAMILIES_H */
