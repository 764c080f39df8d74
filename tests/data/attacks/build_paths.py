"""Path cases (paths.jsonl).  Written by hand from the public write-ups named in README.md;
every payload below is our own.  `python build.py` writes the JSONL files."""

from __future__ import annotations

OWASP = "OWASP: Path Traversal (owasp.org/www-community/attacks/Path_Traversal)"
PS = (
    "PortSwigger Web Security Academy: Path traversal "
    "(portswigger.net/web-security/file-path-traversal)"
)
PATT = "PayloadsAllTheThings: Directory Traversal (github.com/swisskyrepo/PayloadsAllTheThings)"
CWE22 = "CWE-22 Improper Limitation of a Pathname to a Restricted Directory"
CWE23 = "CWE-23 Relative Path Traversal"
CWE36 = "CWE-36 Absolute Path Traversal"
CWE34 = "CWE-34 Path Traversal: '....//'"
CWE35 = "CWE-35 Path Traversal: '.../...//'"
CWE39 = "CWE-39 Path Traversal: 'C:dirname'"
CWE40 = "CWE-40 Path Traversal: '\\\\UNC\\share\\name\\' (Windows UNC Share)"
CWE41 = "CWE-41 Improper Resolution of Path Equivalence"
CWE59 = "CWE-59 Improper Link Resolution Before File Access ('Link Following')"
CWE61 = "CWE-61 UNIX Symbolic Link (Symlink) Following"
CWE62 = "CWE-62 UNIX Hard Link"
CWE158 = "CWE-158 Improper Neutralization of Null Byte or NUL Character"
CWE174 = "CWE-174 Double Decoding of the Same Data"
CWE176 = "CWE-176 Improper Handling of Unicode Encoding"
CWE177 = "CWE-177 Improper Handling of URL Encoding (Hex Encoding)"
CWE180 = "CWE-180 Incorrect Behavior Order: Validate Before Canonicalize"
CWE367 = "CWE-367 Time-of-check Time-of-use (TOCTOU) Race Condition"
UTS39 = "Unicode UTS #39 Security Mechanisms (confusables.txt)"
UAX15 = "Unicode UAX #15 Normalization Forms"
UTR36 = "Unicode UTR #36 Security Considerations"
RFC8089 = "RFC 8089 The 'file' URI Scheme"
PROC5 = "proc(5) man page: /proc/[pid]/root, /proc/[pid]/cwd, /proc/[pid]/fd"
BASH_TILDE = "GNU Bash Reference Manual: Tilde Expansion"
OWN = "own: ordinary workspace paths a model sends to a file tool"

CASES: list[dict] = []


def P(cls, value, expect, why, source, *, setup=None, cwd="root", basis="location", **extra):
    case = {"class": cls, "value": value}
    if setup:
        case["setup"] = setup
    case.update({"cwd": cwd, "expect": expect, "basis": basis, "why": why, "source": source})
    case.update(extra)
    CASES.append(case)


def link(path, target):
    return {"symlink": path, "target": target}


A, R = "allow", "refuse"

# --------------------------------------------------------------------------- legitimate
for v, why in [
    ("docs/readme.md", "existing file one level down"),
    ("docs/sub/deep.txt", "existing file two levels down"),
    ("src/app.py", "source file"),
    ("data/report.csv", "data file"),
    ("./docs/readme.md", "leading ./ is the root itself"),
    ("docs/./sub/./deep.txt", "./ in the middle names the same folder"),
    ("docs/", "a folder with a trailing slash (list_dir)"),
    ("docs/sub/", "nested folder, trailing slash"),
    (".", "the root itself (list the workspace)"),
    ("./", "the root itself, trailing slash"),
    ("docs/.", "folder followed by ."),
    ("notes/2024-06-01.meeting.md", "several dots in a name, folder not yet created (write tool)"),
    ("build/output.tar.gz", "double extension, new file"),
    (".gitignore", "hidden file at the root"),
    (".config/tool/settings.json", "hidden folder"),
    ("..foo", "name that starts with two dots but is not '..'"),
    ("foo..", "name that ends with two dots"),
    ("a..b/c.txt", "two dots inside a name"),
    ("..hidden/notes.txt", "folder named '..hidden'"),
    ("docs/..draft.md", "file named '..draft.md'"),
    ("release notes/v1 final.txt", "spaces in folder and file names"),
    (" leading space.txt", "a leading space is part of the name on POSIX"),
    ("données/résumé.txt", "Latin letters with accents (NFC)"),
    ("文档/报告.md", "Chinese folder and file names"),
    ("документы/отчёт.txt", "Cyrillic names"),
    ("📁 projects/plan.md", "emoji in a folder name"),
    ("reports/50% off.txt", "a percent sign that is not an escape (no hex digits after it)"),
    ("reports/100%.csv", "percent sign at the end of a name"),
    ("notes~", "editor backup name ending in ~ (no tilde expansion)"),
    ("docs/~draft.md", "tilde inside the path is not expansion"),
    ("a~b/c", "tilde in the middle of a name"),
    ("docs//readme.md", "double slash in the middle collapses to one"),
    (".//docs//sub//deep.txt", "repeated slashes everywhere, all inside"),
    ("docs/../docs/readme.md", "goes up and straight back in; resolves inside"),
    ("docs/sub/../../src/app.py", "two levels up from docs/sub is still the root"),
    ("a/b/c/../../d.txt", "'..' within a not-yet-existing subtree stays inside"),
    ("src/app.py.bak", "dot in an extension chain"),
    (
        "weird/#hash&semi;colon$.txt",
        "shell and URL metacharacters in a name are plain characters in a path",
    ),
    ("docs/report:v2.txt", "a colon that is not a drive letter (not 'X:' at the start)"),
    ("./-rf", "a name that starts with '-', written ./-rf (a bare -rf reads as an option)"),
    ("docs/{draft}.md", "braces in a name"),
    ("docs/it's here.txt", "apostrophe in a name"),
    ("{ROOT}/docs/readme.md", "absolute path inside the root"),
    ("{ROOT}", "absolute path of the root itself"),
    ("{ROOT}/", "absolute root with a trailing slash"),
    ("{ROOT}//docs/sub/deep.txt", "absolute inside path with a double slash"),
    ("{ROOT}/docs/../src/app.py", "absolute inside path with '..' that stays inside"),
    ("d/" * 100 + "leaf.txt", "100 nested folders, 205 characters, inside"),
    ("x" * 250 + ".txt", "a 254-byte file name (NAME_MAX is 255)"),
    ("./" * 1000 + "docs/readme.md", "1,000 './' segments: 2,014 characters, still inside"),
    ("café/menu.txt", "composed é (NFC), no tricks in the tree"),
    (
        "cafe\u0301/menu.txt",
        "decomposed é (NFD, as macOS writes names); the name is different bytes but inside",
    ),
    (
        "ｄｏｃｓ２/notes.txt",
        "fullwidth LETTERS and digits are ordinary characters (not a look-alike of . / or \\)",
    ),
    (
        "docs\\readme.md",
        "a backslash inside: whether it is a literal character or a separator, "
        "the path stays inside",
    ),
]:
    P("legit_path", v, A, why, OWN)

P(
    "legit_symlink_inside",
    "latest/readme.md",
    A,
    "a symlink inside the root pointing to a folder inside",
    OWN,
    setup=[link("latest", "docs")],
)
P(
    "legit_symlink_inside",
    "shortcut",
    A,
    "symlink to a file inside",
    OWN,
    setup=[link("shortcut", "docs/sub/deep.txt")],
)
P(
    "legit_symlink_inside",
    "self/docs/readme.md",
    A,
    "symlink to '.' loops back to the root itself",
    OWN,
    setup=[link("self", ".")],
)
P(
    "legit_symlink_inside",
    "docs/sub/back/src/app.py",
    A,
    "relative symlink '../..' from docs/sub is the root",
    OWN,
    setup=[link("docs/sub/back", "../..")],
)
P(
    "legit_symlink_inside",
    "abs_inside/readme.md",
    A,
    "absolute symlink target that is inside the root",
    OWN,
    setup=[link("abs_inside", "{ROOT}/docs")],
)
P(
    "legit_symlink_inside",
    "chain1/deep.txt",
    A,
    "chain of symlinks that all stay inside",
    OWN,
    setup=[link("chain1", "chain2"), link("chain2", "docs/sub")],
)
P(
    "legit_symlink_inside",
    "drafts/new.md",
    A,
    "dangling symlink whose target would be created inside",
    OWN,
    setup=[link("drafts", "docs/not-yet")],
)

# cwd = parent: the process runs in T, the root is T/root; relative values are still
# relative to the root (that is how the handler opens them).
for v, why, sens in [
    ("docs/readme.md", "relative to the root (not to the process directory) it is inside", True),
    ("src/app.py", "relative to the root it is inside", True),
    ("./data/report.csv", "relative to the root it is inside", True),
    (
        "outside/secret.txt",
        "relative to the root this names {ROOT}/outside/secret.txt (inside, not yet existing); "
        "a policy that resolves against the process directory would see T/outside",
        True,
    ),
    ("rootx/leak.txt", "relative to the root it is {ROOT}/rootx/leak.txt, inside", True),
    (
        "../root/docs/readme.md",
        "one level up from the root is T, then back into root: inside",
        False,
    ),
    ("{ROOT}/docs/readme.md", "absolute path inside; the process directory does not matter", False),
]:
    P("legit_cwd_parent", v, A, why, OWN, cwd="parent", cwd_sensitive=sens)

# --------------------------------------------------------------------------- ../ chains
for v, why in [
    ("../outside/secret.txt", "one level up into a sibling folder"),
    ("..", "the parent of the root"),
    ("../", "the parent of the root, trailing slash"),
    ("../../../../../../../../etc/passwd", "long chain of '..' to a system file"),
    ("../" * 40 + "etc/shadow", "40 levels up: '..' at / stays at /"),
    ("docs/../../outside/secret.txt", "descends then climbs out"),
    ("docs/sub/../../../outside/secret.txt", "climbs one level more than it descended"),
    ("./../outside/secret.txt", "'./' before the climb"),
    ("docs/..//../outside/secret.txt", "double slash between climbs"),
    (".././../etc/hosts", "'.' segments between the '..' segments"),
    ("new/folder/../../../outside/x.txt", "'..' through folders that do not exist yet"),
    ("a/" * 30 + "../" * 31 + "outside/secret.txt", "30 down then 31 up: one level outside"),
    ("../root/../outside/secret.txt", "comes back through the root's own name then leaves again"),
    (
        "docs/sub/deep.txt/../../../../outside/secret.txt",
        "'..' after a file name (the kernel refuses it, a string normaliser does not)",
    ),
]:
    P("dotdot_traversal", v, R, why, f"{OWASP}; {PS}; {CWE23}")

P(
    "dotdot_traversal",
    "../outside/secret.txt",
    R,
    "same escape with the process running in the parent folder",
    f"{OWASP}; {CWE23}",
    cwd="parent",
)
P(
    "dotdot_traversal",
    "../../etc/passwd",
    R,
    "escape with the process running in the parent folder",
    f"{OWASP}; {CWE23}",
    cwd="parent",
)
P(
    "dotdot_traversal",
    "docs/" + "../" * 3 + "etc/passwd",
    R,
    "climbs past the root's parent",
    f"{PS}; {CWE23}",
    cwd="parent",
)

# sibling folders that share the root's name as a prefix
for v, why in [
    ("../rootx/leak.txt", "sibling folder whose name starts with the root's name"),
    ("{ROOT}x/leak.txt", "absolute sibling: '{ROOT}x' starts with the string '{ROOT}'"),
    ("{ROOT}/../rootx/leak.txt", "absolute path that leaves the root and enters the sibling"),
    ("{PARENT}/rootx/leak.txt", "absolute path to the sibling"),
    ("{ROOT}-backup/old.txt", "another prefix sibling, not yet existing"),
]:
    P("prefix_sibling", v, R, why + "; a string prefix test would accept it", f"{CWE22}; {CWE41}")
P(
    "prefix_sibling",
    "{PARENT}/root/../rootx/leak.txt",
    R,
    "absolute, through the root's name and out to the sibling",
    f"{CWE22}; {CWE41}",
    cwd="parent",
)

# --------------------------------------------------------------------------- absolute
for v, why in [
    ("/etc/passwd", "absolute system file"),
    ("/etc/shadow", "absolute secret file"),
    ("/root/.ssh/id_rsa", "another user's key"),
    ("/var/log/auth.log", "system log"),
    ("/tmp/exfil.txt", "a world-writable folder outside the root"),
    ("/", "the file-system root"),
    (
        "//etc/passwd",
        "two leading slashes are still absolute (POSIX leaves '//' implementation-defined)",
    ),
    ("///etc///passwd", "three leading slashes"),
    ("/./etc/passwd", "absolute with './'"),
    ("/../../etc/passwd", "'..' above / stays at /"),
    ("{PARENT}/outside/secret.txt", "absolute path to a folder beside the root"),
    ("{ROOT}/../outside/secret.txt", "starts with the root but climbs out"),
    ("{ROOT}/docs/../../outside/secret.txt", "starts with the root, descends, climbs out"),
    ("/home", "absolute folder"),
    ("/dev/sda", "a block device"),
]:
    P("absolute_path", v, R, why, f"{PS}; {CWE36}")
P(
    "absolute_path",
    "/etc/passwd",
    R,
    "absolute system file with the process in the parent folder",
    CWE36,
    cwd="parent",
)

for v, why in [
    ("/proc/self/root/etc/passwd", "/proc/self/root is a link to the process's root folder"),
    ("/proc/self/cwd/../outside/secret.txt", "/proc/self/cwd follows the process directory"),
    ("/proc/self/environ", "environment of the process (secrets)"),
    ("/proc/self/fd/0", "an open descriptor of the process"),
    ("/dev/fd/0", "the same through /dev/fd"),
    ("/dev/stdin", "standard input as a path"),
    ("/proc/1/root/etc/shadow", "another process's root"),
]:
    P("proc_and_dev", v, R, why, f"{PROC5}; {CWE59}")
P(
    "proc_and_dev",
    "proc_root/etc/passwd",
    R,
    "symlink inside the root that points at /proc/self/root",
    f"{PROC5}; {CWE59}",
    setup=[link("proc_root", "/proc/self/root")],
)
P(
    "proc_and_dev",
    "proc_cwd/secret.txt",
    R,
    "symlink inside to /proc/self/cwd; with the process in the parent folder it leads to T",
    f"{PROC5}; {CWE59}",
    cwd="parent",
    setup=[link("proc_cwd", "/proc/self/cwd")],
)

# --------------------------------------------------------------------------- encodings
for v, why, src in [
    ("%2e%2e/%2e%2e/etc/passwd", "URL-encoded dots", CWE177),
    ("%2e%2e%2f%2e%2e%2fetc%2fpasswd", "dots and slashes URL-encoded", CWE177),
    ("%2E%2E%2Foutside%2Fsecret.txt", "upper-case hex", CWE177),
    ("..%2foutside%2fsecret.txt", "only the slashes encoded", CWE177),
    ("%2e%2e/outside/secret.txt", "only the dots encoded", CWE177),
    ("%2e./outside/secret.txt", "one dot encoded, one plain", CWE177),
    ("docs%2f..%2f..%2foutside%2fsecret.txt", "descend then climb, all separators encoded", CWE177),
    ("%2fetc%2fpasswd", "encoded absolute path", CWE177),
    ("..%5c..%5cetc%5cpasswd", "encoded backslashes", CWE177),
    ("%252e%252e%252f%252e%252e%252fetc%252fpasswd", "double URL encoding (%25 is '%')", CWE174),
    ("..%252f..%252fetc%252fpasswd", "double-encoded slashes", CWE174),
    ("%25252e%25252e%25252fetc", "triple encoding", CWE174),
    (
        "..%c0%af..%c0%afetc%c0%afpasswd",
        "overlong two-byte UTF-8 for '/' (C0 AF), as percent text",
        CWE176,
    ),
    ("%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd", "overlong two-byte UTF-8 for '.' (C0 AE)", CWE176),
    ("..%e0%80%af..%e0%80%afetc", "overlong three-byte UTF-8 for '/'", CWE176),
    ("..%c1%9c..%c1%9cetc", "overlong UTF-8 for '\\' (C1 9C)", CWE176),
    ("%u002e%u002e%u2215etc%u2215passwd", "IIS-style %u escapes with a division slash", PATT),
    (
        "..%ef%bc%8f..%ef%bc%8fetc%ef%bc%8fpasswd",
        "fullwidth solidus U+FF0F, UTF-8 percent-encoded",
        CWE176,
    ),
    ("..%00/outside/secret.txt", "encoded NUL", CWE158),
    ("docs/readme.md%00../../etc/passwd", "encoded NUL followed by an escape", CWE158),
]:
    P(
        "percent_encoding",
        v,
        R,
        why + "; a later URL-decoding step (an HTTP client, a web handler) turns it into an escape",
        f"{PATT}; {PS}; {src}",
        basis="form",
    )

for v, why in [
    (
        "\udcc0\udcae\udcc0\udcae/outside/secret.txt",
        "the bytes C0 AE C0 AE (overlong '..') as Python's "
        "surrogateescape shows undecodable bytes; a lone surrogate is not valid Unicode text",
    ),
    (
        "\u00c0\u00ae\u00c0\u00ae/\u00c0\u00ae\u00c0\u00ae/etc/passwd",
        "overlong '..' bytes decoded as Latin-1 "
        "(mojibake À®); re-encoding to Latin-1 and decoding leniently as UTF-8 gives '..'",
    ),
]:
    P("overlong_text", v, R, why, f"{CWE176}; {UTR36}", basis="form")

# --------------------------------------------------------------------------- backslashes, Windows
for v, why in [
    ("..\\outside\\secret.txt", "backslash as the separator"),
    ("..\\..\\..\\etc\\passwd", "backslash chain"),
    ("docs\\..\\..\\outside\\secret.txt", "descend and climb with backslashes"),
    ("..\\/outside/secret.txt", "mixed backslash and slash"),
    ("../..\\etc/passwd", "mixed separators"),
    ("\\etc\\passwd", "backslash-rooted path"),
    ("..\\", "parent with a trailing backslash"),
]:
    P(
        "backslash_separator",
        v,
        R,
        why + "; on Windows, in a Samba share or after a '\\' to '/' rewrite this climbs out",
        f"{PATT}; {OWASP}",
        basis="form",
    )

for v, why, src in [
    ("C:\\Windows\\win.ini", "Windows drive path", CWE36),
    ("C:/Windows/System32/drivers/etc/hosts", "drive path with forward slashes", CWE36),
    ("c:..\\..\\secret.txt", "drive-relative path (current folder of drive C:)", CWE39),
    ("D:secret.txt", "drive-relative file", CWE39),
    ("\\\\server\\share\\secret.txt", "UNC path", CWE40),
    ("\\\\?\\C:\\Windows\\win.ini", "Win32 long-path prefix", CWE40),
    ("\\\\.\\PhysicalDrive0", "Win32 device namespace", CWE40),
    ("\\\\localhost\\c$\\Windows\\win.ini", "administrative share on localhost", CWE40),
    ("//server/share/secret.txt", "UNC with forward slashes (also absolute on POSIX)", CWE40),
]:
    P("windows_path", v, R, why, f"{PATT}; {src}", basis="form")

# ----------------------------------------------------------------- NUL, control characters
for v, why in [
    (
        "docs/readme.md\u0000../../etc/passwd",
        "NUL: C and the kernel stop at it, a string check reads past it",
    ),
    ("../../etc/passwd\u0000.txt", "NUL before an expected extension (extension check bypass)"),
    ("report.txt\u0000", "trailing NUL"),
    ("\u0000", "only a NUL"),
]:
    P("nul_byte", v, R, why, f"{CWE158}; {PATT}", basis="form")
for v, why in [
    ("docs/\n../../etc/passwd", "newline: a log line or a line-based tool splits it"),
    ("docs/readme.md\r../../outside/secret.txt", "carriage return hides the tail on a terminal"),
    ("\u001b[2K\u001b[1G../outside/secret.txt", "ANSI erase-line hides the real path in logs"),
    (
        "docs/\u0008\u0008\u0008\u0008\u0008../outside/secret.txt",
        "backspaces make a log show something else",
    ),
    ("docs/read\u007fme.md", "DEL character"),
    ("docs/\u0085readme.md", "C1 NEL (next line)"),
    ("docs/\u009b2Jreadme.md", "C1 CSI: a one-character escape introducer"),
]:
    P(
        "control_chars",
        v,
        R,
        why + "; no legitimate file name needs it",
        f"{UTR36}; {OWASP}",
        basis="form",
    )

# --------------------------------------------------------------------------- look-alikes
for v, why in [
    ("\uff0e\uff0e/\uff0e\uff0e/etc/passwd", "FULLWIDTH FULL STOP U+FF0E; NFKC gives '..'"),
    ("..\uff0f..\uff0fetc\uff0fpasswd", "FULLWIDTH SOLIDUS U+FF0F; NFKC gives '/'"),
    ("\uff0e\uff0e\uff0f\uff0e\uff0e\uff0fetc\uff0fpasswd", "fullwidth dots and solidi together"),
    ("\u2025/outside/secret.txt", "TWO DOT LEADER U+2025; NFKC gives '..'"),
    ("\u2024\u2024/outside/secret.txt", "ONE DOT LEADER U+2024 twice; NFKC gives '..'"),
    ("\ufe52\ufe52/outside/secret.txt", "SMALL FULL STOP U+FE52; NFKC gives '.'"),
    ("..\u2215..\u2215etc\u2215passwd", "DIVISION SLASH U+2215; confusable with '/'"),
    ("..\u2044outside\u2044secret.txt", "FRACTION SLASH U+2044; confusable with '/'"),
    ("..\u29f8outside\u29f8secret.txt", "BIG SOLIDUS U+29F8; confusable with '/'"),
    ("..\uff3c..\uff3cetc\uff3cpasswd", "FULLWIDTH REVERSE SOLIDUS U+FF3C; NFKC gives '\\'"),
    ("..\ufe68outside", "SMALL REVERSE SOLIDUS U+FE68; NFKC gives '\\'"),
    (
        "\u3002\u3002/outside/secret.txt",
        "IDEOGRAPHIC FULL STOP U+3002; some IDNA mappers turn it into '.'",
    ),
    (
        "\u0660\u0660/outside",
        "ARABIC-INDIC DIGIT ZERO: looks like a dot in many fonts (UTS #39 confusable)",
    ),
    ("\uff0e\uff0e/outside/secret.txt", "fullwidth '..' with the process in the parent folder"),
]:
    P(
        "unicode_lookalike",
        v,
        R,
        why + "; a later NFKC normalisation or a human reviewer reads it as a climb",
        f"{UTS39}; {UAX15}; {CWE176}",
        basis="form",
        cwd="parent" if why.endswith("parent folder") else "root",
    )

# Names that normalise differently: the file system compares bytes, so what matters is
# which entry the literal name opens.  A policy that normalises before resolving checks a
# different entry from the one the handler opens.
NORM = f"{UAX15}; {UTR36}; {CWE180}; {CWE59}"
lig_out = [link("\ufb01les", "{PARENT}/outside"), {"file": "files/a.txt"}]
P(
    "normalisation_symlink",
    "\ufb01les/secret.txt",
    R,
    "'ﬁles' (U+FB01 ligature) is a symlink to outside; NFKC "
    "would check 'files', a harmless real folder",
    NORM,
    setup=lig_out,
)
P(
    "normalisation_symlink",
    "files/a.txt",
    A,
    "the real folder 'files' next to the ligature symlink",
    NORM,
    setup=lig_out,
)
lig_in = [{"file": "\ufb01les/a.txt"}, link("files", "{PARENT}/outside")]
P(
    "normalisation_symlink",
    "\ufb01les/a.txt",
    A,
    "'ﬁles' is a real folder inside; NFKC would check the symlink "
    "'files' (to outside) and refuse a harmless path",
    NORM,
    setup=lig_in,
)
P(
    "normalisation_symlink",
    "files/secret.txt",
    R,
    "'files' is the symlink to outside",
    NORM,
    setup=lig_in,
)
nfd = [link("cafe\u0301", "{PARENT}/outside"), {"file": "caf\u00e9/menu.txt"}]
P(
    "normalisation_symlink",
    "cafe\u0301/secret.txt",
    R,
    "decomposed 'café' (NFD) is a symlink out; NFC would check the real composed folder",
    NORM,
    setup=nfd,
)
P(
    "normalisation_symlink",
    "caf\u00e9/menu.txt",
    A,
    "composed 'café' (NFC) is a real folder inside",
    NORM,
    setup=nfd,
)
nfc_link = [link("caf\u00e9", "{PARENT}/outside"), {"file": "cafe\u0301/menu.txt"}]
P(
    "normalisation_symlink",
    "cafe\u0301/menu.txt",
    A,
    "decomposed name is the real folder; NFC would check the composed symlink to outside",
    NORM,
    setup=nfc_link,
)
P(
    "normalisation_symlink",
    "caf\u00e9/secret.txt",
    R,
    "composed name is the symlink to outside",
    NORM,
    setup=nfc_link,
)
ang = [link("\u212bngstrom", "{PARENT}/outside"), {"file": "\u00c5ngstrom/a.txt"}]
P(
    "normalisation_symlink",
    "\u212bngstrom/secret.txt",
    R,
    "ANGSTROM SIGN U+212B (NFC maps it to U+00C5) names a symlink out",
    NORM,
    setup=ang,
)
P(
    "normalisation_symlink",
    "\u00c5ngstrom/a.txt",
    A,
    "U+00C5 names the real folder",
    NORM,
    setup=ang,
)
kel = [link("\u212aeys", "/etc"), {"file": "Keys/a.txt"}]
P(
    "normalisation_symlink",
    "\u212aeys/passwd",
    R,
    "KELVIN SIGN U+212A (NFC: 'K') names a symlink to /etc",
    NORM,
    setup=kel,
)
P("normalisation_symlink", "Keys/a.txt", A, "plain 'Keys' is a real folder", NORM, setup=kel)
fw = [link("\uff44\uff4f\uff43\uff53", "{PARENT}/outside")]
P(
    "normalisation_symlink",
    "\uff44\uff4f\uff43\uff53/secret.txt",
    R,
    "fullwidth 'ｄｏｃｓ' is a symlink out; NFKC would check the real 'docs'",
    NORM,
    setup=fw,
)
sup = [{"file": "data\u00b2/a.txt"}, link("data2", "{PARENT}/outside")]
P(
    "normalisation_symlink",
    "data\u00b2/a.txt",
    A,
    "'data²' is a real folder; NFKC ('data2') is a symlink out",
    NORM,
    setup=sup,
)
P("normalisation_symlink", "data2/secret.txt", R, "'data2' is the symlink out", NORM, setup=sup)

# --------------------------------------------------------------------------- symlinks out
SL = f"{CWE59}; {CWE61}; {PATT}"
for v, setup, why in [
    ("out/secret.txt", [link("out", "{PARENT}/outside")], "absolute symlink to a folder outside"),
    ("etc/passwd", [link("etc", "/etc")], "symlink named like a project folder, pointing at /etc"),
    ("docs/passwd", [link("docs/passwd", "/etc/passwd")], "symlink to a system file"),
    ("up/outside/secret.txt", [link("up", "..")], "relative symlink '..' at the root leads to T"),
    (
        "docs/sub/l/secret.txt",
        [link("docs/sub/l", "../../../outside")],
        "relative symlink climbing three levels",
    ),
    (
        "docs/up2/outside/secret.txt",
        [link("docs/up2", "../..")],
        "relative symlink '../..' from docs leads to T",
    ),
    (
        "docs/here/../outside/secret.txt",
        [link("docs/here", "..")],
        "'docs/here' is the root, so 'here/..' is T: lexical normalisation gives "
        "docs/outside/... (inside), "
        "the kernel opens T/outside/...",
    ),
    (
        "docs/sub/x/../../secret.txt",
        [link("docs/sub/x", "{PARENT}/outside/deep")],
        "'..' after a symlink climbs from the link's target, not from the link's folder",
    ),
    ("link_to_parent", [link("link_to_parent", "{PARENT}")], "symlink to the parent folder itself"),
    (
        "secret_file",
        [link("secret_file", "{PARENT}/outside/secret.txt")],
        "symlink to a single outside file",
    ),
    ("sibling/leak.txt", [link("sibling", "../rootx")], "relative symlink to the prefix sibling"),
    (
        "docs/readme.md/../../../outside/secret.txt",
        [],
        "'..' after a regular file: the kernel says ENOTDIR, "
        "a string normaliser computes an escape",
    ),
]:
    if v.startswith("docs/readme.md"):
        P("dotdot_traversal", v, R, why, f"{CWE23}")
        continue
    P("symlink_escape", v, R, why, SL, setup=setup)
P(
    "symlink_escape",
    "out/secret.txt",
    R,
    "symlink out with the process in the parent folder",
    SL,
    cwd="parent",
    setup=[link("out", "../outside")],
)
P(
    "symlink_escape",
    "{ROOT}/out/secret.txt",
    R,
    "absolute path through a symlink out",
    SL,
    setup=[link("out", "{PARENT}/outside")],
)

for v, setup, why in [
    (
        "a/secret.txt",
        [link("a", "b"), link("b", "c"), link("c", "{PARENT}/outside")],
        "three-link chain, last hop out",
    ),
    (
        "l1/secret.txt",
        [{"mkdir": "d1"}, link("l1", "d1/l2"), link("d1/l2", "../l3"), link("l3", "../outside")],
        "chain through a subfolder with relative hops",
    ),
    (
        "x/y/secret.txt",
        [{"mkdir": "x"}, link("x/y", "../z"), link("z", "docs/w"), link("docs/w", "../../outside")],
        "inside, inside, then out",
    ),
    ("p/etc/passwd", [link("p", "q"), link("q", "/")], "chain that ends at /"),
]:
    P("symlink_chain", v, R, why, SL, setup=setup)

for v, setup, why in [
    (
        "out.txt",
        [link("out.txt", "{PARENT}/outside/created.txt")],
        "dangling symlink: writing follows it and creates a file outside",
    ),
    (
        "logs/today.log",
        [link("logs", "../outside/newdir")],
        "dangling folder link: mkdir -p and write land outside",
    ),
    ("cache", [link("cache", "/tmp/tooldeck-dangling-cache")], "dangling link to /tmp"),
    (
        "docs/new.md",
        [link("docs/new.md", "../../outside/new.md")],
        "dangling file link inside a real folder",
    ),
    (
        "later/x.txt",
        [link("later", "{PARENT}/outside/not-yet")],
        "the target folder may be created later; the path already resolves outside",
    ),
]:
    P("symlink_dangling", v, R, why, f"{CWE59}; {CWE61}", setup=setup)

for v, setup, why in [
    (
        "loop/x.txt",
        [link("loop", "loop2"), link("loop2", "loop")],
        "two links pointing at each other (ELOOP)",
    ),
    ("me", [link("me", "me")], "a link to itself"),
    ("deep/x", [link("deep", "deep/x")], "a link into itself"),
]:
    P(
        "symlink_loop",
        v,
        R,
        why + "; it cannot be resolved, and whoever changes one link decides where it goes, "
        "so it is not a legitimate path",
        CWE59,
        setup=setup,
        basis="judgement",
    )

# hard links: the path is inside the root; its inode is shared with a file outside.  Path
# resolution cannot tell; recorded so that a policy that refuses st_nlink > 1 on files is
# visible, and so that the harness author knows the check-time answer is "allow".
P(
    "hardlink_note",
    "docs/copy.txt",
    A,
    "a hard link inside the root to an outside file: the name is inside, "
    "realpath cannot see the sharing; the attack is creating the link, "
    "which needs write access beside the "
    "target on the same file system",
    CWE62,
    setup=[{"hardlink": "docs/copy.txt", "target": "{PARENT}/outside/secret.txt"}],
    basis="judgement",
)
P(
    "hardlink_note",
    "data/mirror.csv",
    A,
    "hard link between two files both inside the root",
    CWE62,
    setup=[{"hardlink": "data/mirror.csv", "target": "data/report.csv"}],
    basis="judgement",
)
P(
    "hardlink_note",
    "leak",
    A,
    "hard link at the root to the prefix sibling's file; same caveat as the first case",
    CWE62,
    setup=[{"hardlink": "leak", "target": "{PARENT}/rootx/leak.txt"}],
    basis="judgement",
)

# time of check vs time of use: at check time the path is inside; "race" lists steps an
# attacker runs between the check and the handler's open.  A check-time policy answers
# "allow"; the handler must open with O_NOFOLLOW/openat relative to the root.
for v, setup, race, why in [
    (
        "work/out.txt",
        [{"mkdir": "work"}],
        [{"remove": "work"}, link("work", "{PARENT}/outside")],
        "folder swapped for a symlink out after the check",
    ),
    (
        "report.txt",
        [{"file": "report.txt"}],
        [{"remove": "report.txt"}, link("report.txt", "/etc/passwd")],
        "file swapped for a symlink to a system file after the check",
    ),
    (
        "tmp/upload.bin",
        [],
        [link("tmp", "{PARENT}/outside")],
        "a missing folder created as a symlink out after the check",
    ),
]:
    P(
        "toctou_race",
        v,
        A,
        why + "; the check-time answer is allow, the handler must not follow the new link",
        CWE367,
        setup=setup,
        race=race,
        basis="judgement",
    )

# --------------------------------------------------------------------------- tilde, variables
for v, why in [
    ("~/.ssh/id_rsa", "home folder of the process user"),
    ("~", "the home folder itself"),
    ("~root/.bashrc", "another user's home"),
    ("~/../../etc/passwd", "home then climb"),
    ("~+/secret.txt", "bash '~+' is $PWD"),
    ("~-/secret.txt", "bash '~-' is $OLDPWD"),
    (
        "$HOME/.aws/credentials",
        "an environment variable that a shell or os.path.expandvars expands",
    ),
    ("${HOME}/.netrc", "braced environment variable"),
    ("%USERPROFILE%\\.ssh\\id_rsa", "Windows environment variable"),
    ("%APPDATA%/secrets.json", "Windows variable with forward slashes"),
]:
    P(
        "home_and_variables",
        v,
        R,
        why + "; literally it is a name inside the root, but a shell, expanduser or "
        "expandvars step leaves the root",
        f"{BASH_TILDE}; {PATT}",
        basis="form",
    )

# --------------------------------------------------------------------------- URLs
for v, why in [
    ("file:///etc/passwd", "file URL, empty authority"),
    ("file://localhost/etc/passwd", "file URL with localhost"),
    ("file:/etc/passwd", "file URL, minimal form"),
    ("FILE:///etc/shadow", "upper-case scheme"),
    (
        "file://{ROOT}/docs/readme.md",
        "a file URL that happens to point inside: a path parameter is not a URL and "
        "a URL opener would also follow file://host/ forms",
    ),
    ("file:../outside/secret.txt", "relative-looking file URL"),
    ("http://169.254.169.254/latest/meta-data/", "cloud metadata URL where a path was expected"),
    ("https://example.com/payload.txt", "remote URL"),
    ("smb://server/share/secret.txt", "SMB URL"),
    ("php://filter/resource=/etc/passwd", "PHP stream wrapper (any scheme://)"),
    ("jar:file:///tmp/x.jar!/a.txt", "nested scheme"),
]:
    P("url_scheme", v, R, why, f"{RFC8089}; {PATT}", basis="form")

# --------------------------------------------------------------------------- long
P("long_path", "../" * 5000 + "etc/passwd", R, "15,010-character climb", f"{PATT}; {CWE23}")
P(
    "long_path",
    "a/../" * 2000 + "../outside/secret.txt",
    R,
    "10,000 characters of down-up pairs, then out",
    CWE23,
)
P(
    "long_path",
    "d/" * 1500 + "../" * 1501 + "outside/secret.txt",
    R,
    "1,500 folders down, 1,501 up",
    CWE23,
)
P(
    "long_path",
    "./" * 3000 + "../outside/secret.txt",
    R,
    "6,000 characters of './' hiding a climb at the end",
    CWE23,
)

# --------------------------------------------------------------------------- filter bypass
# Classic inputs built to survive a sanitiser that deletes '../' once.  The handler opens
# the value as sent, and literally these are folders named '....' or '...' inside the root.
# The contract (where the handler opens it) says allow; a policy that refuses them is
# strict, not wrong.  Kept in their own class so a scorer can leave it out.
for v, src in [
    ("....//....//etc/passwd", CWE34),
    ("..././..././etc/passwd", CWE35),
    ("...//outside", CWE35),
]:
    P(
        "filter_bypass_literal",
        v,
        A,
        "only dangerous to code that strips '../' and then opens the result; opened "
        "as sent it is a folder named '....'/'...' inside the root",
        f"{src}; {PATT}",
        basis="judgement",
    )

# --------------------------------------------------------------------------- nested / untyped
NEST = f"{OWASP}; {CWE22}"
for v, exp, why in [
    ({"path": "../outside/secret.txt"}, R, "object with a 'path' key"),
    ({"options": {"path": "/etc/passwd"}}, R, "path two levels down"),
    ({"files": ["docs/readme.md", "../../etc/passwd"]}, R, "second item of a list escapes"),
    ([{"src": "docs/readme.md"}, {"dst": "/tmp/copy"}], R, "destination in an array of objects"),
    (
        {"src": "docs/readme.md", "dst": "{PARENT}/outside/copied.txt"},
        R,
        "copy whose destination leaves",
    ),
    ({"a": {"b": {"c": {"d": {"e": "../../../etc"}}}}}, R, "five levels deep"),
    (
        {"../../etc/passwd": "r"},
        R,
        "the path is an object KEY (propertyNames-style mapping path -> mode)",
    ),
    ({"paths": ["%2e%2e/%2e%2e/etc/passwd"]}, R, "encoded climb inside an array"),
    ({"path": "file:///etc/passwd"}, R, "URL nested in an object"),
    ({"path": "out/secret.txt"}, R, "nested path through a symlink out"),
    ({"path": "docs/readme.md"}, A, "nested legitimate path"),
    ({"files": ["docs/readme.md", "src/app.py", "data/report.csv"]}, A, "list of inside paths"),
    ({"src": "docs/readme.md", "dst": "backup/readme.md"}, A, "copy inside the root"),
    (
        {"options": {"path": "./docs/sub/", "recursive": True, "depth": 3}},
        A,
        "nested inside folder with non-string options",
    ),
    ([["docs/readme.md"], ["src/app.py"]], A, "array of arrays of inside paths"),
    ({"docs/readme.md": "r", "notes/new.md": "w"}, A, "inside paths as object keys"),
    (
        {"path": "{ROOT}/docs/readme.md", "encoding": "utf-8"},
        A,
        "absolute inside path with a plain option",
    ),
]:
    setup = [link("out", "{PARENT}/outside")] if "out/secret" in str(v) else None
    basis = "form" if ("%2e" in str(v) or "file:" in str(v)) else "location"
    P(
        "nested_untyped",
        v,
        exp,
        why + " (every string and key in an untyped parameter counts as a path)",
        NEST,
        setup=setup,
        param="target",
        basis=basis,
    )
