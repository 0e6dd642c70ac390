//! The code listings shown beside the board, with the lines each trace
//! event runs.
//!
//! A listing (`assets/code/<algo>.rs`, and for the N-Queens approaches
//! the whole programs `<algo>.py`, `<algo>.cpp` and `<Algo>.java`) is
//! readable code of the approach whose lines may end with a marker,
//! `//@ place` or `//@ try reject.column` (`#@ …` in Python): the events
//! that run this line. `reject.column` is a `reject` whose reason is
//! `column`. A tag may name, in braces, the expressions that give the
//! step's row and column there (`place{row,col}`, `dead_end{row}`): the
//! tests print them when they run the program instrumented at its
//! markers. The markers are cut off before the listing is shown.
//!
//! The `end` choice of the puzzles that have one (subsets, word search:
//! "the path as it stands is an answer") has its own line, tagged
//! `try.end`, `place.end`, `remove.end`: a step of it lights that line
//! and not the other choices' lines (see [`Listing::lines_run`]).
//!
//! Three tags on the head of a function are not steps but the page's
//! call stack ([`Frame`]): `call{…}`, the arguments each call is shown
//! with, `local{…}`, the variables of the choice a call is on, and
//! `shape{…}`, for N-Queens' listings, how the stack is worked out from
//! the board. A second function head so tagged is the helper the first
//! calls (`attacked`, the candidate's `test`).

use std::collections::BTreeMap;

use serde::Serialize;

/// A listing without its markers, and where the markers were.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Listing {
    /// The lines as shown.
    pub lines: Vec<String>,
    /// For each event name (`place`, `reject.column`, …), the lines it
    /// runs, counted from 0.
    pub events: BTreeMap<String, Vec<usize>>,
    /// The recursive function as the call stack shows it, where the
    /// listing's markers say (`call{…}`, `local{…}`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frame: Option<Frame>,
    /// The function the first calls, shown above it (N-Queens: the
    /// square's test that names the queen to blame, the candidate's test).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub helper: Option<Frame>,
}

/// How the page's call stack shows a recursive listing: one call for
/// the search's start, then one for each choice on the path to the
/// step (a `place` not yet removed; an `end` choice is taken in its own
/// call), each with its arguments, and the variables of the choice it
/// is on (for the innermost call, the step's own choice).
///
/// Marked on the function's head, as `call{r=row|start.row,moves=move|1}
/// local{row,col}`. An argument is `name=value` (`name` alone is
/// `name=name`), its value read from the `place` step that made the
/// call, and for the first call from the `|` alternative:
///
/// | value | what |
/// |---|---|
/// | `row` | the field `row` of the step |
/// | `[value]`, `[row;col]` | the field (or the pair of fields) of every step on the path: a list |
/// | `_` | no value: the argument is shown by its name |
/// | after `\|`: `1`, `[]`, `start.row` | a number, an empty list, or a field of the trace's `input` |
///
/// A local is `name=field` (or `name`) of the choice's step.
///
/// An N-Queens listing's frames say `shape{…}` instead: the stack is
/// worked out from the board, as the page's `stack.js` does for each
/// shape, and the values' names are its quantities (the listing's own
/// spelling on the left of `=`):
///
/// | shape | the frames | quantities |
/// |---|---|---|
/// | `rows` | one call a row, to the step's | `row`, `cols` (the queens' columns above), `mask.cols`, `mask.left`, `mask.right`; locals `col`, `free`, `bit`, `diag` (row − col), `diag.n` (row − col + n − 1), `anti` (row + col), `placed` |
/// | `blame` | the test that refused the square | `row`, `col`; locals `by.row`, `by.col`, the queen met |
/// | `levels` | the one loop | `n`; locals `row`, `level`, `next`, `board`, `col` |
/// | `candidates` | the loop over candidates | `n`; local `count` |
/// | `candidate` | the candidate's test | `squares` (numbered row · n + col), `columns`; locals `row`, `col` |
///
/// `rows{half}` halves the first row's free squares (the mirror).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Frame {
    /// The line of the function's head, counted from 0.
    pub line: usize,
    /// The function's name, as the listing spells it.
    pub name: String,
    /// The arguments shown: their names and values (as marked).
    pub args: Vec<[String; 2]>,
    /// The variables of the call's choice: their names and fields.
    pub locals: Vec<[String; 2]>,
    /// How an N-Queens listing's stack is worked out (`rows`, `blame`,
    /// `levels`, `candidates`, `candidate`), and its options (`half`);
    /// empty for the others', made from their markers.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub shape: Vec<String>,
}

/// The shapes of [`Frame::shape`] and the quantities each can show, as
/// `stack.js` works them out: its arguments', then its locals'.
pub const SHAPES: &[(&str, &[&str], &[&str])] = &[
    (
        "rows",
        &["row", "cols", "mask.cols", "mask.left", "mask.right"],
        &["col", "free", "bit", "diag", "diag.n", "anti", "placed"],
    ),
    ("blame", &["row", "col"], &["by.row", "by.col"]),
    ("levels", &["n"], &["row", "level", "next", "board", "col"]),
    ("candidates", &["n"], &["count"]),
    ("candidate", &["squares", "columns"], &["row", "col"]),
];

impl Frame {
    /// The `name=value` pairs of a `call{…}` or `local{…}` tag.
    fn pairs(exprs: &[&str]) -> Vec<[String; 2]> {
        exprs
            .iter()
            .map(|e| match e.split_once('=') {
                Some((name, value)) => [name.to_owned(), value.to_owned()],
                None => [(*e).to_owned(), (*e).to_owned()],
            })
            .collect()
    }

    /// The name of the function whose head is `code`: the word before
    /// its first `(`.
    fn name_in(code: &str) -> String {
        let head = code.split('(').next().unwrap_or_default();
        let word = head
            .rsplit(|c: char| !(c.is_alphanumeric() || c == '_'))
            .next()
            .unwrap_or_default();
        word.to_owned()
    }
}

/// Whether a tag is the call stack's (`call{…}`, `local{…}`), not a step.
pub fn is_frame_tag(tag: &str) -> bool {
    matches!(tag_parts(tag).0, "call" | "local" | "shape")
}

/// The languages of the listings, as the page and `queens trace --code`
/// name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Lang {
    /// Python 3 (`<algo>.py`).
    Py,
    /// C++17 (`<algo>.cpp`).
    Cpp,
    /// Java 17 (`<Algo>.java`).
    Java,
    /// Rust (`<algo>.rs`): readable fragments, not whole programs.
    Rust,
}

impl Lang {
    /// Every language, in the order the page offers them.
    pub const ALL: [Lang; 4] = [Lang::Py, Lang::Cpp, Lang::Java, Lang::Rust];

    /// The name the page and the CLI use: `py`, `cpp`, `java`, `rust`.
    pub fn name(self) -> &'static str {
        match self {
            Lang::Py => "py",
            Lang::Cpp => "cpp",
            Lang::Java => "java",
            Lang::Rust => "rust",
        }
    }

    /// What starts a line's marker in this language (a comment).
    pub fn marker(self) -> &'static str {
        match self {
            Lang::Py => "#@",
            Lang::Cpp | Lang::Java | Lang::Rust => "//@",
        }
    }

    /// The file of the listing of `stem` (`backtrack`, `word-search`):
    /// `backtrack.py`, `backtrack.cpp`, `Backtrack.java`,
    /// `WordSearch.java`, `backtrack.rs`.
    pub fn file_name(self, stem: &str) -> String {
        match self {
            Lang::Py => format!("{stem}.py"),
            Lang::Cpp => format!("{stem}.cpp"),
            Lang::Rust => format!("{stem}.rs"),
            Lang::Java => {
                let class: String = stem
                    .split('-')
                    .map(|w| {
                        let mut c = w.chars();
                        c.next()
                            .map(|f| f.to_uppercase().chain(c).collect::<String>())
                            .unwrap_or_default()
                    })
                    .collect();
                format!("{class}.java")
            }
        }
    }
}

impl std::str::FromStr for Lang {
    type Err = String;

    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| format!("no listings in `{s}`: py, cpp, java or rust"))
    }
}

// The table of `assets/code`'s files, made by `build.rs`.
include!(concat!(env!("OUT_DIR"), "/listings.rs"));

/// A file of `assets/code` by its name (`tour.py`, `Tour.java`).
pub fn file(name: &str) -> Option<&'static str> {
    FILES.iter().find(|(n, _)| *n == name).map(|(_, text)| *text)
}

/// The listings of the approach whose files are `<stem>.py`,
/// `<stem>.cpp` and `<Stem>.java` in `assets/code` (those there), and
/// its Rust `rust`: keyed by the language's name, for an
/// [`crate::AlgoInfo`]'s `codes`.
pub fn codes_of(stem: &str, rust: &str) -> BTreeMap<&'static str, Listing> {
    let mut codes: BTreeMap<&'static str, Listing> = [Lang::Py, Lang::Cpp, Lang::Java]
        .into_iter()
        .filter_map(|lang| Some((lang.name(), Listing::parse_in(file(&lang.file_name(stem))?, lang))))
        .collect();
    codes.insert(Lang::Rust.name(), Listing::parse_in(rust, Lang::Rust));
    codes
}

/// The listings of one approach, one a language, parsed and keyed by the
/// language's name (an [`crate::AlgoInfo`]'s `codes`).
pub fn codes(texts: &[(Lang, &str)]) -> BTreeMap<&'static str, Listing> {
    texts
        .iter()
        .map(|&(lang, text)| (lang.name(), Listing::parse_in(text, lang)))
        .collect()
}

/// A tag of a marker: its event name (`place`, `reject.column`) and the
/// expressions in its braces, if any (`place{row,col}`: `row`, `col`).
pub fn tag_parts(tag: &str) -> (&str, Vec<&str>) {
    match tag.split_once('{') {
        Some((name, rest)) => {
            let inner = rest.strip_suffix('}').unwrap_or(rest);
            (name, inner.split(',').filter(|e| !e.is_empty()).collect())
        }
        None => (tag, Vec::new()),
    }
}

impl Listing {
    /// Reads a Rust listing with markers.
    pub fn parse(text: &str) -> Listing {
        Listing::parse_in(text, Lang::Rust)
    }

    /// Reads a listing in `lang` with markers.
    pub fn parse_in(text: &str, lang: Lang) -> Listing {
        let mut lines = Vec::new();
        let mut events: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        let mut frames: Vec<Frame> = Vec::new();
        for (i, line) in text.lines().enumerate() {
            match line.split_once(lang.marker()) {
                Some((code, tags)) => {
                    lines.push(code.trim_end().to_owned());
                    for tag in tags.split_whitespace() {
                        let (name, exprs) = tag_parts(tag);
                        if is_frame_tag(tag) {
                            // The tags of one head make one frame; a
                            // second head is the helper's.
                            if frames.last().is_none_or(|f| f.line != i) {
                                frames.push(Frame {
                                    line: i,
                                    name: Frame::name_in(code),
                                    args: Vec::new(),
                                    locals: Vec::new(),
                                    shape: Vec::new(),
                                });
                            }
                            let frame = frames.last_mut().expect("just pushed");
                            match name {
                                "call" => frame.args.extend(Frame::pairs(&exprs)),
                                "local" => frame.locals.extend(Frame::pairs(&exprs)),
                                _ => frame.shape.extend(exprs.iter().map(|e| (*e).to_owned())),
                            }
                            continue;
                        }
                        events.entry(name.to_owned()).or_default().push(i);
                    }
                }
                None => lines.push(line.trim_end().to_owned()),
            }
        }
        let mut frames = frames.into_iter();
        let (frame, helper) = (frames.next(), frames.next());
        Listing {
            lines,
            events,
            frame,
            helper,
        }
    }

    /// The lines of the listing that a step of `kind` (for a reject, `reason`)
    /// runs, as the page lights them: the event's lines but those that run
    /// it only for another reason, and the reason's own lines. A step of
    /// the `end` choice (`reason` `end`) lights only its own lines where
    /// the listing marks them (`try.end`).
    pub fn lines_run(&self, kind: &str, reason: Option<&str>) -> Vec<usize> {
        let listing = self;
        if reason == Some("end")
            && let Some(own) = listing.events.get(&format!("{kind}.end"))
        {
            return own.clone();
        }
        let why = reason.map(|r| format!("{kind}.{r}"));
        let why_lines: &[usize] = why
            .as_ref()
            .and_then(|w| listing.events.get(w))
            .map_or(&[], |v| v);
        let other = |i: &usize| {
            listing.events.iter().any(|(name, lines)| {
                name.starts_with(&format!("{kind}.")) && Some(name) != why.as_ref() && lines.contains(i)
            })
        };
        let mut lines: Vec<usize> = listing
            .events
            .get(kind)
            .map_or(&[][..], |v| v)
            .iter()
            .copied()
            .filter(|i| why_lines.contains(i) || !other(i))
            .chain(why_lines.iter().copied())
            .collect();
        lines.sort_unstable();
        lines.dedup();
        lines
    }

    /// Whether some line runs this event (`reject.column` counts as
    /// `reject`).
    pub fn has(&self, event: &str) -> bool {
        self.events.contains_key(event)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_are_cut_off_and_indexed() {
        let listing = Listing::parse("fn f() {\n    g(); //@ try reject.column\n    h();   //@ try\n}\n");
        assert_eq!(listing.lines, ["fn f() {", "    g();", "    h();", "}"]);
        assert_eq!(listing.events["try"], [1, 2]);
        assert_eq!(listing.events["reject.column"], [1]);
        assert!(listing.has("try") && !listing.has("place"));
    }

    #[test]
    fn a_reject_lights_its_own_test_not_the_others() {
        let text =
            "t  #@ try\nif a:\n  go  #@ reject.column reject\nif b:\n  go  #@ reject.diagonal reject\n";
        let listing = Listing::parse_in(text, Lang::Py);
        assert_eq!(listing.lines_run("reject", Some("diagonal")), [4]);
        assert_eq!(listing.lines_run("reject", Some("column")), [2]);
        assert_eq!(listing.lines_run("try", None), [0]);
        assert_eq!(listing.lines_run("place", None), Vec::<usize>::new());
        let rust =
            Listing::parse("if f() { //@ try\n  continue; //@ reject\n}\nfn f() { x //@ reject.column\n}\n");
        assert_eq!(rust.lines_run("reject", Some("column")), [1, 3]);
    }

    #[test]
    fn python_markers_and_braces() {
        let listing = Listing::parse_in("for c in r:\n    go(c)  # on  #@ place{row,c} try\n", Lang::Py);
        assert_eq!(listing.lines, ["for c in r:", "    go(c)  # on"]);
        assert_eq!(listing.events["place"], [1]);
        assert_eq!(listing.events["try"], [1]);
        assert_eq!(tag_parts("place{row,col}"), ("place", vec!["row", "col"]));
        assert_eq!(tag_parts("reject.column"), ("reject.column", vec![]));
    }

    #[test]
    fn the_end_choice_lights_its_own_line() {
        let text = "out(s)  #@ try.end try place.end place solution\nfor v in vs:\n  if u:  #@ try\n    continue  #@ reject.used reject\n  take(v)  #@ place\n";
        let listing = Listing::parse_in(text, Lang::Py);
        assert_eq!(listing.lines_run("try", Some("end")), [0]);
        assert_eq!(listing.lines_run("place", Some("end")), [0]);
        assert_eq!(listing.lines_run("try", None), [2]);
        assert_eq!(listing.lines_run("place", None), [4]);
        assert_eq!(listing.lines_run("solution", None), [0]);
    }

    #[test]
    fn the_call_stack_tags_are_not_steps() {
        let text = "class A {\n    bool tour(int r, int c) { //@ call{r=row|from.row,moves=move|1} local{row,col=c}\n        go(); //@ try\n";
        let listing = Listing::parse_in(text, Lang::Cpp);
        assert_eq!(listing.lines[1], "    bool tour(int r, int c) {");
        assert_eq!(listing.events.keys().collect::<Vec<_>>(), ["try"]);
        let frame = listing.frame.expect("a frame");
        assert_eq!((frame.line, frame.name.as_str()), (1, "tour"));
        assert_eq!(frame.args, [["r", "row|from.row"], ["moves", "move|1"]]);
        assert_eq!(frame.locals, [["row", "row"], ["col", "c"]]);
        let py = Listing::parse_in(
            "    def walk(self, r, c) -> bool:  #@ call{r,c} local{row}\n",
            Lang::Py,
        );
        assert_eq!(py.frame.unwrap().name, "walk");
        let rust =
            Listing::parse("fn place(n: usize, k: &mut Vec<(usize, usize)>) { //@ call{k=[row;col]|[]}\n");
        assert_eq!(rust.frame.unwrap().name, "place");
        assert!(Listing::parse("fn f() { //@ try\n").frame.is_none());
    }

    #[test]
    fn a_shaped_listing_has_its_helper() {
        let text = "def solve(self, row, cols):  #@ shape{rows,half} call{row,left=mask.left} local{col}\n  go()  #@ try\ndef attacked(self, row, col):  #@ shape{blame} call{row,col} local{r=by.row}\n";
        let listing = Listing::parse_in(text, Lang::Py);
        let frame = listing.frame.expect("a frame");
        assert_eq!(
            (frame.name.as_str(), frame.shape.as_slice()),
            ("solve", &["rows".to_owned(), "half".to_owned()][..])
        );
        assert_eq!(frame.args, [["row", "row"], ["left", "mask.left"]]);
        let helper = listing.helper.expect("a helper");
        assert_eq!((helper.line, helper.name.as_str()), (2, "attacked"));
        assert_eq!(helper.locals, [["r", "by.row"]]);
        assert_eq!(listing.events.keys().collect::<Vec<_>>(), ["try"]);
    }

    /// Whether `word` is a whole word of the listing's code.
    fn names(listing: &Listing, word: &str) -> bool {
        listing.lines.iter().any(|line| {
            line.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|w| w == word)
        })
    }

    /// The call stack never names what the listing beside it does not:
    /// every frame's function, argument and variable is a word of its
    /// code, and every N-Queens quantity is one `stack.js` works out.
    #[test]
    fn every_stack_names_only_what_its_listing_has() {
        let config = crate::Config::default();
        let mut shaped = 0;
        for puzzle in crate::REGISTRY {
            let info = puzzle.info(&config);
            for algo in &info.algos {
                for (lang, listing) in &algo.codes {
                    let at = format!("{}/{} in {lang}", info.name, algo.name);
                    for frame in [&listing.frame, &listing.helper].into_iter().flatten() {
                        assert!(names(listing, &frame.name), "{at}: no function {}", frame.name);
                        for [name, _] in frame.args.iter().chain(&frame.locals) {
                            assert!(names(listing, name), "{at}: {} shows {name}", frame.name);
                        }
                        let Some(shape) = frame.shape.first() else {
                            continue;
                        };
                        let (_, args, locals) = SHAPES
                            .iter()
                            .find(|(s, _, _)| s == shape)
                            .unwrap_or_else(|| panic!("{at}: no shape {shape}"));
                        for [_, q] in &frame.args {
                            assert!(args.contains(&q.as_str()), "{at}: the argument {q} of {shape}");
                        }
                        for [_, q] in &frame.locals {
                            assert!(locals.contains(&q.as_str()), "{at}: the local {q} of {shape}");
                        }
                        shaped += 1;
                    }
                    if info.name == "queens" {
                        let frame = listing
                            .frame
                            .as_ref()
                            .unwrap_or_else(|| panic!("{at}: no call stack"));
                        assert!(!frame.shape.is_empty(), "{at}: a stack with no shape");
                    }
                }
            }
        }
        // Ten approaches (fast shows bitmask's), four languages; the
        // helpers of backtrack, board and the three enumerators.
        assert!(shaped >= 4 * (10 + 5), "{shaped} shaped frames");
    }

    #[test]
    fn file_names_follow_each_language() {
        assert_eq!(Lang::Java.file_name("word-search"), "WordSearch.java");
        assert_eq!(Lang::Java.file_name("backtrack"), "Backtrack.java");
        assert_eq!(Lang::Py.file_name("combination-sum"), "combination-sum.py");
        assert_eq!("cpp".parse::<Lang>(), Ok(Lang::Cpp));
        assert!("go".parse::<Lang>().is_err());
    }
}
