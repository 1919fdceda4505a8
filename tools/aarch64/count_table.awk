# SPDX-License-Identifier: MIT
# Markdown table of tools/aarch64/count_insns.sh's counts: two files, the
# job list (lines "<column> <op> <param> <reps>": the row order) and
# counts.tsv (lines "<column> <op> <param> <instructions> <checksum>
# <backend>").  Columns: each binpoly backend of `backends` (awk -v),
# gf2x, liboqs, then the ratios the issue's targets are about: peer / first
# backend (gf2x for products, liboqs for the KEMs) and portable / first
# backend.  The drivers feed every library the same inputs (and the KEMs
# the same randomness), so the results' checksums must agree along a row;
# a row where they differ is flagged: its counts would not be of the same
# work.
FNR == NR {
    key = $2 " " $3
    if (!(key in seen)) { seen[key] = 1; rows[++nrows] = key }
    next
}
{
    key = $2 " " $3
    cnt[$1, key] = $4
    sum[$1, key] = $5
    if ($6 != "-") name[$1] = $6
}
# x with thousands separated by commas ("" stays "").
function fmt(x,    s) {
    s = sprintf("%d", x)
    if (x == "") return ""
    while (s ~ /[0-9][0-9][0-9][0-9]/)
        sub(/[0-9][0-9][0-9]($|,)/, ",&", s)
    return s
}
function ratio(a, b) { return (a == "" || b == "" || b == 0) ? "" : sprintf("%.2f", a / b) }
END {
    nb = split(backends, be, " ")
    first = "bp:" be[1]
    head = "| operation |"
    rule = "|---|"
    for (i = 1; i <= nb; i++) {
        col = "bp:" be[i]
        head = head " binpoly " (be[i] == "auto" ? "auto: " name[col] : be[i]) " |"
        rule = rule "---:|"
    }
    head = head " gf2x arm64 | liboqs | peer / " be[1] " |"
    rule = rule "---:|---:|---:|"
    if (nb > 1 && be[2] == "portable") {
        head = head " portable / " be[1] " |"
        rule = rule "---:|"
    }
    print head
    print rule
    for (r = 1; r <= nrows; r++) {
        key = rows[r]
        split(key, k, " ")
        label = k[1] == "mul" ? "product " k[2] " bits" : \
                k[1] == "inv" ? "ring inversion r=" k[2] : \
                k[1] ~ /^f/ ? "GF(2^" k[2] ") " substr(k[1], 2) : k[2] " " k[1]
        line = "| " label " |"
        bad = 0
        for (i = 1; i <= nb; i++) {
            col = "bp:" be[i]
            line = line " " fmt(cnt[col, key]) " |"
        }
        ref = ""
        for (i = 1; i <= nb; i++) cols[i] = "bp:" be[i]
        cols[nb + 1] = "gf2x"
        cols[nb + 2] = "oqs"
        for (i = 1; i <= nb + 2; i++) {
            if (!((cols[i], key) in sum)) continue
            if (ref == "") ref = sum[cols[i], key]
            else if (sum[cols[i], key] != ref) bad = 1
        }
        peer = k[1] == "mul" ? "gf2x" : (k[1] == "inv" ? "" : "oqs")
        line = line " " fmt(cnt["gf2x", key]) " | " fmt(cnt["oqs", key]) " | "
        line = line (peer == "" ? "" : ratio(cnt[peer, key], cnt[first, key])) " |"
        if (nb > 1 && be[2] == "portable")
            line = line " " ratio(cnt["bp:portable", key], cnt[first, key]) " |"
        if (bad) line = line " **checksums differ**"
        print line
    }
}
