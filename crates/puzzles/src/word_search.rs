//! Word search: whether a grid of letters holds a word along a path of
//! squares side by side (up, down, left, right), each square used at most
//! once (LeetCode 79), and which of many words it holds (LeetCode 212).
//!
//! One search serves both: the words go into a trie, and the search
//! grows a path, starting from each square in reading order (row by row,
//! left to right) and then moving up, right, down, left. A move is
//! rejected when it leaves the grid (`outside`), comes back to a square
//! of the path (`used`), spells no prefix of a word (`mismatch`), or
//! only prefixes of words already found (`found`). A path that spells a
//! word not found yet is an answer: the word is marked found, for good
//! (the one part of the state an undo keeps), and the branches that
//! could only lead to found words are cut. When a word is also the
//! prefix of another word still sought, its node has an `end` choice
//! first (the answer), then the moves that go on.
//!
//! Words that cannot fit (longer than the grid has squares, or with more
//! of some letter than the grid has) are never searched for. The search
//! stops once every word is found. Backtracking over simple paths can
//! still take exponential time on grids of one letter (`aaaa…ab`), so
//! the walks take [`Limits`].

use std::collections::HashMap;
use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use engine::{Choices, Detail, Event, EventOf, Limits, Problem, Puzzle, Report, TraceStep, Traced};
use serde::{Serialize, Serializer};
use textguard::quote;

use crate::error::{BadWord, Error, Invalid, Location, parse_error};
use crate::tokens::tokens;

/// The most rows, and the most columns, of a grid.
pub const MAX_GRID_SIDE: usize = 64;

/// The longest word: as many letters as the largest grid has squares (a
/// path uses each square once, so no longer word fits anywhere).
pub const MAX_WORD_LEN: usize = MAX_GRID_SIDE * MAX_GRID_SIDE;

/// The most words one search takes (LeetCode 212's bound).
pub const MAX_WORDS: usize = 30_000;

/// The most letters all the words of one search have together (what the
/// trie holds).
pub const MAX_WORD_LETTERS: usize = 1_000_000;

/// A path of squares (row, column), from 0, in the word's order.
pub type WordPath = Vec<(usize, usize)>;

/// A grid of letters read from text.
///
/// ```
/// use puzzles::word_search::WordGrid;
/// use puzzles::Limits;
///
/// let grid: WordGrid = "ABCE\nSFCS\nADEE\n".parse()?;
/// let (path, _) = grid.find("ABCCED", &Limits::none())?;
/// assert_eq!(path, Some(vec![(0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 1)]));
/// assert_eq!(grid.find("ABCB", &Limits::none())?.0, None);
///
/// let grid: WordGrid = "oaan\netae\nihkr\niflv\n".parse()?;
/// let (found, _) = grid.find_all(&["oath", "pea", "eat", "rain"], &Limits::none())?;
/// assert_eq!(found, ["oath", "eat"]); // in the order given
/// # Ok::<(), puzzles::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordGrid {
    rows: usize,
    cols: usize,
    /// Row by row, ASCII letters.
    letters: Vec<u8>,
}

impl WordGrid {
    /// Reads a grid: rows of ASCII letters (`A`–`Z`, `a`–`z`, upper and
    /// lower case distinct), all of one length, at most
    /// [`MAX_GRID_SIDE`] rows and columns. Line ends may be `\r\n`, a
    /// byte order mark and blank lines before and after the grid are
    /// ignored. Errors name the line and column.
    pub fn parse(text: &str) -> Result<Self, Error> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let (mut rows, mut cols) = (0, 0);
        let mut letters = Vec::new();
        // The first blank line after a row: the grid must end there.
        let mut blank = None;
        for (i, raw) in text.split('\n').enumerate() {
            let line = i + 1;
            let row = raw.strip_suffix('\r').unwrap_or(raw);
            if row.is_empty() {
                if rows > 0 && blank.is_none() {
                    blank = Some(line);
                }
                continue;
            }
            if let Some(b) = blank {
                return Err(parse_error(
                    Location::at(b, 1),
                    format!("an empty row: the first row has {cols} letters, this one 0"),
                ));
            }
            if rows == MAX_GRID_SIDE {
                return Err(parse_error(
                    Location::line(line),
                    format!("the grid has more than {MAX_GRID_SIDE} rows"),
                ));
            }
            if rows == 0 {
                cols = row.chars().take(MAX_GRID_SIDE + 1).count();
            }
            let mut width = 0;
            for (c, ch) in row.chars().enumerate() {
                let at = Location::at(line, c + 1);
                if c >= MAX_GRID_SIDE {
                    return Err(parse_error(
                        at,
                        format!("a row is longer than {MAX_GRID_SIDE} letters"),
                    ));
                }
                if c >= cols {
                    return Err(parse_error(
                        at,
                        format!("this row is longer than the first row ({cols} letters)"),
                    ));
                }
                if !ch.is_ascii_alphabetic() {
                    return Err(parse_error(
                        at,
                        format!(
                            "expected a letter `A`–`Z` or `a`–`z`, got {}",
                            quote(ch.encode_utf8(&mut [0; 4]))
                        ),
                    ));
                }
                letters.push(ch as u8);
                width += 1;
            }
            if width < cols {
                return Err(parse_error(
                    Location::at(line, width + 1),
                    format!("this row is shorter: the first row has {cols} letters, this one {width}"),
                ));
            }
            rows += 1;
        }
        if rows == 0 {
            return Err(Invalid::EmptyGrid.into());
        }
        Ok(WordGrid { rows, cols, letters })
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The letter at (row, column), from 0.
    pub fn letter(&self, row: usize, col: usize) -> char {
        char::from(self.letters[row * self.cols + col])
    }

    /// The grid as text, one row a line (what [`WordGrid::parse`] reads
    /// back).
    pub fn render(&self) -> String {
        let mut text = String::with_capacity(self.rows * (self.cols + 1));
        for row in self.letters.chunks(self.cols) {
            text.push_str(std::str::from_utf8(row).expect("ASCII"));
            text.push('\n');
        }
        text
    }

    /// The search for `words` (each 1 to [`MAX_WORD_LEN`] ASCII letters;
    /// at most [`MAX_WORDS`] of them, [`MAX_WORD_LETTERS`] letters in
    /// all; a word given twice is sought once).
    pub fn search<S: AsRef<str>>(&self, words: &[S]) -> Result<WordSearch, Error> {
        WordSearch::new(self, words)
    }

    /// Whether the grid holds `word`, and along which path: its squares
    /// (row, column) in the word's order. `None` with a `Finished`
    /// report: nowhere. The path is the first found in the search order
    /// (starting squares in reading order, then up, right, down, left).
    pub fn find(&self, word: &str, limits: &Limits) -> Result<(Option<WordPath>, Report), Error> {
        let mut found = None;
        let report = self.search(&[word])?.each(limits, |_, path| {
            found = Some(path.to_vec());
            ControlFlow::Break(())
        });
        Ok((found, report))
    }

    /// The words of `words` the grid holds, in the order given, each once.
    pub fn find_all<S: AsRef<str>>(
        &self,
        words: &[S],
        limits: &Limits,
    ) -> Result<(Vec<String>, Report), Error> {
        let search = self.search(words)?;
        let mut found = vec![false; search.words.len()];
        let report = search.each(limits, |word, _| {
            found[search.index[word]] = true;
            ControlFlow::Continue(())
        });
        let listed = search
            .words
            .iter()
            .zip(found)
            .filter(|(_, f)| *f)
            .map(|(w, _)| w.clone())
            .collect();
        Ok((listed, report))
    }
}

impl FromStr for WordGrid {
    type Err = Error;

    /// Reads a grid ([`WordGrid::parse`]).
    fn from_str(text: &str) -> Result<Self, Error> {
        WordGrid::parse(text)
    }
}

/// Reads a word list: whitespace-separated words of ASCII letters, laid
/// out as [`crate::parse_numbers`] reads numbers (any line breaks, `\r\n`,
/// a byte order mark), within the bounds of [`WordGrid::search`]. Errors
/// name the line and column.
///
/// ```
/// assert_eq!(puzzles::word_search::parse_words("oath pea\neat rain\n")?, ["oath", "pea", "eat", "rain"]);
/// let e = puzzles::word_search::parse_words("oath\nx-ray\n").unwrap_err();
/// assert_eq!(e.to_string(), "line 2, column 1: a word is ASCII letters `A`–`Z` and `a`–`z`, got 'x-ray'");
/// # Ok::<(), puzzles::Error>(())
/// ```
pub fn parse_words(text: &str) -> Result<Vec<String>, Error> {
    let mut words = Vec::new();
    let mut letters = 0;
    for (at, token) in tokens(text) {
        if words.len() == MAX_WORDS {
            return Err(parse_error(at, format!("more than {MAX_WORDS} words")));
        }
        check_word(token).map_err(|message| parse_error(at, message.to_string()))?;
        letters += token.len();
        if letters > MAX_WORD_LETTERS {
            return Err(parse_error(
                at,
                format!("the words have more than {MAX_WORD_LETTERS} letters in all"),
            ));
        }
        words.push(token.to_owned());
    }
    Ok(words)
}

/// Why `word` is not a word a search takes, if it is not.
fn check_word(word: &str) -> Result<(), BadWord> {
    if word.is_empty() {
        return Err(BadWord::Empty);
    }
    if !word.bytes().all(|b| b.is_ascii_alphabetic()) {
        return Err(BadWord::NotLetters(word.to_owned()));
    }
    if word.len() > MAX_WORD_LEN {
        return Err(BadWord::TooLong {
            max: MAX_WORD_LEN,
            len: word.len(),
        });
    }
    Ok(())
}

/// A trie node.
#[derive(Debug, Clone)]
struct Node {
    /// The letters that go on, with their nodes.
    children: Vec<(u8, u32)>,
    /// The word that ends here, by its index in [`WordSearch::words`].
    word: Option<u32>,
    parent: u32,
}

impl Node {
    fn child(&self, letter: u8) -> Option<u32> {
        self.children.iter().find(|c| c.0 == letter).map(|c| c.1)
    }
}

/// A search of one grid for some words (from [`WordGrid::search`]).
#[derive(Debug, Clone)]
pub struct WordSearch {
    grid: WordGrid,
    /// The distinct words, in the order given.
    words: Vec<String>,
    index: HashMap<String, usize>,
    /// The trie of the words that could fit; node 0 is the root.
    trie: Vec<Node>,
    /// How many words the trie holds.
    sought: u32,
}

impl WordSearch {
    fn new<S: AsRef<str>>(grid: &WordGrid, given: &[S]) -> Result<Self, Error> {
        if given.len() > MAX_WORDS {
            return Err(Error::TooManyWords {
                max: MAX_WORDS,
                got: given.len(),
            });
        }
        let mut letters = 0;
        let mut words = Vec::new();
        let mut index = HashMap::new();
        for word in given {
            let word = word.as_ref();
            check_word(word)?;
            letters += word.len();
            if letters > MAX_WORD_LETTERS {
                return Err(Error::TooManyLetters {
                    max: MAX_WORD_LETTERS,
                });
            }
            if !index.contains_key(word) {
                index.insert(word.to_owned(), words.len());
                words.push(word.to_owned());
            }
        }
        let mut in_grid = [0usize; 128];
        for &b in &grid.letters {
            in_grid[usize::from(b)] += 1;
        }
        let mut trie = vec![Node {
            children: Vec::new(),
            word: None,
            parent: 0,
        }];
        let mut sought = 0;
        for (w, word) in words.iter().enumerate() {
            let mut need = [0usize; 128];
            word.bytes().for_each(|b| need[usize::from(b)] += 1);
            if word.len() > grid.letters.len() || need.iter().zip(&in_grid).any(|(n, g)| n > g) {
                continue;
            }
            let mut at = 0u32;
            for b in word.bytes() {
                at = match trie[at as usize].child(b) {
                    Some(next) => next,
                    None => {
                        let next = trie.len() as u32;
                        trie.push(Node {
                            children: Vec::new(),
                            word: None,
                            parent: at,
                        });
                        trie[at as usize].children.push((b, next));
                        next
                    }
                };
            }
            trie[at as usize].word = Some(w as u32);
            sought += 1;
        }
        Ok(WordSearch {
            grid: grid.clone(),
            words,
            index,
            trie,
            sought,
        })
    }

    /// The distinct words sought, in the order given.
    pub fn words(&self) -> &[String] {
        &self.words
    }

    /// Hands each word the grid holds to `f` with its path (squares as
    /// (row, column)), in the order the search finds them, each word
    /// once, until `f` returns `Break`, a limit stops the walk, or every
    /// word is found (the report then reads `Finished`).
    pub fn each(
        &self,
        limits: &Limits,
        mut f: impl FnMut(&str, &[(usize, usize)]) -> ControlFlow<()>,
    ) -> Report {
        let mut path = Vec::new();
        self.solutions(limits, |p| {
            path.clear();
            path.extend(p.path.iter().map(|&i| p.square(i)));
            let word = p.trie[p.node() as usize].word.expect("an answer spells a word");
            f(&self.words[word as usize], &path)
        })
    }
}

/// Counts the words the grid holds; traces the search up to the step that
/// finds the last word.
impl Puzzle for WordSearch {
    type Search<'a> = Search<'a>;
    type Detail = WordAt;

    fn search(&self) -> Option<Search<'_>> {
        Some(Search::new(self))
    }

    fn wanted(&self) -> Option<u64> {
        Some(u64::from(self.sought))
    }
}

/// A step of a word-search trace.
pub type WordStep = TraceStep<WordAt>;

/// Where a word-search step happens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordAt {
    /// The square tried, entered or left; for the other steps the path's
    /// last square. `None` for a move off the grid, and before the path
    /// has a square.
    pub square: Option<(usize, usize)>,
    /// The square's letter.
    pub letter: Option<char>,
    /// The move from the path's last square (`up`, `right`, `down`,
    /// `left`); `None` for a starting square and the `end` choice.
    pub dir: Option<&'static str>,
    /// Whether the step is about the `end` choice (the path spells a
    /// word that is also the prefix of another still sought).
    pub end: bool,
    /// The squares on the path after the step (for `try` and `reject`,
    /// as it stands).
    pub length: usize,
    /// Why the square was not entered.
    pub reject: Option<WordReject>,
    /// For a `solution`: the word found.
    pub word: Option<String>,
}

/// Why a square was not entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WordReject {
    /// The move leaves the grid.
    Outside,
    /// The square is already on the path.
    Used,
    /// Its letter continues no word sought.
    Mismatch,
    /// It only continues words already found.
    Found,
}

impl WordReject {
    /// The name in JSON traces: `outside`, `used`, `mismatch`, `found`.
    pub fn name(self) -> &'static str {
        match self {
            WordReject::Outside => "outside",
            WordReject::Used => "used",
            WordReject::Mismatch => "mismatch",
            WordReject::Found => "found",
        }
    }
}

/// `"row"`, `"col"` and `"letter"` when there is a square, `"dir"` for a
/// move, `"end":true` for the `end` choice, `"length"`, for a rejection
/// `"reason"` (`outside`, `used`, `mismatch`, `found`), for a solution
/// `"word"`.
impl Serialize for WordAt {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Json<'a> {
            #[serde(skip_serializing_if = "Option::is_none")]
            row: Option<usize>,
            #[serde(skip_serializing_if = "Option::is_none")]
            col: Option<usize>,
            #[serde(skip_serializing_if = "Option::is_none")]
            letter: Option<char>,
            #[serde(skip_serializing_if = "Option::is_none")]
            dir: Option<&'static str>,
            #[serde(skip_serializing_if = "Option::is_none")]
            end: Option<bool>,
            length: usize,
            #[serde(skip_serializing_if = "Option::is_none")]
            reason: Option<&'static str>,
            #[serde(skip_serializing_if = "Option::is_none")]
            word: Option<&'a str>,
        }
        Json {
            row: self.square.map(|s| s.0),
            col: self.square.map(|s| s.1),
            letter: self.letter,
            dir: self.dir,
            end: self.end.then_some(true),
            length: self.length,
            reason: self.reject.map(WordReject::name),
            word: self.word.as_deref(),
        }
        .serialize(s)
    }
}

impl Detail for WordAt {
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if let Some(d) = self.dir {
            parts.push(d.to_owned());
        }
        if self.end {
            parts.push("end".to_owned());
        }
        if let Some((r, c)) = self.square {
            parts.push(format!("row={r} col={c}"));
        }
        if let Some(l) = self.letter {
            parts.push(format!("letter={l}"));
        }
        f.write_str(&parts.join(" "))
    }

    fn has_at(&self) -> bool {
        self.square.is_some() || self.dir.is_some() || self.end
    }

    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.reject {
            None => "",
            Some(WordReject::Outside) => "outside the grid",
            Some(WordReject::Used) => "already on the path",
            Some(WordReject::Mismatch) => "no word goes on with this letter",
            Some(WordReject::Found) => "every word this way is already found",
        })
    }

    fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "  length={}", self.length)?;
        match &self.word {
            Some(w) => write!(f, "  word={w}"),
            None => Ok(()),
        }
    }
}

/// The moves from a square, in the order tried.
const DIRS: [(&str, isize, isize); 4] = [("up", -1, 0), ("right", 0, 1), ("down", 1, 0), ("left", 0, -1)];

/// A choice: a starting square, a move from the path's last square, or
/// the word the path spells as an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// Start a path on this square (row × columns + column).
    Start(u32),
    /// Move from the path's last square in this direction (up, right,
    /// down, left).
    Move(u8),
    /// The path spells a word sought: an answer.
    End,
}

/// The engine's view: the path, its trie nodes, and the words found.
pub struct Search<'a> {
    grid: &'a WordGrid,
    words: &'a [String],
    trie: &'a [Node],
    /// Per trie node: the words below it (itself included) not found yet.
    live: Vec<u32>,
    /// Per word (of [`WordSearch::words`]): whether it is found.
    found: Vec<bool>,
    used: Vec<bool>,
    /// The squares of the path, as indices.
    path: Vec<u32>,
    /// The trie node of each prefix of the path.
    nodes: Vec<u32>,
    ended: bool,
}

impl<'a> Search<'a> {
    fn new(s: &'a WordSearch) -> Self {
        let mut live = vec![0u32; s.trie.len()];
        for (i, node) in s.trie.iter().enumerate() {
            if node.word.is_some() {
                let mut at = i;
                loop {
                    live[at] += 1;
                    if at == 0 {
                        break;
                    }
                    at = s.trie[at].parent as usize;
                }
            }
        }
        Search {
            grid: &s.grid,
            words: &s.words,
            trie: &s.trie,
            live,
            found: vec![false; s.words.len()],
            used: vec![false; s.grid.letters.len()],
            path: Vec::new(),
            nodes: Vec::new(),
            ended: false,
        }
    }

    fn square(&self, i: u32) -> (usize, usize) {
        (i as usize / self.grid.cols, i as usize % self.grid.cols)
    }

    fn node(&self) -> u32 {
        self.nodes.last().copied().unwrap_or(0)
    }

    /// The word the path spells, if it is one not found yet.
    fn word_here(&self) -> Option<u32> {
        self.trie[self.node() as usize]
            .word
            .filter(|&w| !self.found[w as usize])
    }

    /// Marks the word ending at `node` found, for good.
    fn mark_found(&mut self, node: u32) {
        let w = self.trie[node as usize].word.expect("a word ends here");
        self.found[w as usize] = true;
        let mut at = node as usize;
        loop {
            self.live[at] -= 1;
            if at == 0 {
                break;
            }
            at = self.trie[at].parent as usize;
        }
    }

    /// The square a move leads to, if inside the grid.
    fn target(&self, dir: u8) -> Option<u32> {
        let (r, c) = self.square(*self.path.last().expect("a move follows a square"));
        let (_, dr, dc) = DIRS[usize::from(dir)];
        let (nr, nc) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
        (nr < self.grid.rows && nc < self.grid.cols).then_some((nr * self.grid.cols + nc) as u32)
    }

    fn square_of(&self, choice: Choice) -> Option<u32> {
        match choice {
            Choice::Start(i) => Some(i),
            Choice::Move(d) => self.target(d),
            Choice::End => None,
        }
    }

    /// The trie node entering square `i` leads to, if its letter goes on.
    fn next_node(&self, i: u32) -> Option<u32> {
        self.trie[self.node() as usize].child(self.grid.letters[i as usize])
    }

    /// Whether the path's node is an answer with nothing sought beyond it.
    fn leaf_answer(&self) -> bool {
        self.word_here().is_some() && self.live[self.node() as usize] == 1
    }
}

impl Problem for Search<'_> {
    type Choice = Choice;
    type Reason = WordReject;

    fn is_complete(&self) -> bool {
        self.ended || self.leaf_answer()
    }

    fn choices(&mut self, out: &mut Choices<'_, Choice>) {
        if self.live[self.node() as usize] == 0 {
            // Every word this way is found.
            return;
        }
        if self.path.is_empty() {
            (0..self.grid.letters.len() as u32).for_each(|i| out.push(Choice::Start(i)));
            return;
        }
        if self.word_here().is_some() {
            out.push(Choice::End);
        }
        (0..DIRS.len() as u8).for_each(|d| out.push(Choice::Move(d)));
    }

    fn check(&self, choice: Choice) -> Result<(), WordReject> {
        if choice == Choice::End {
            return Ok(());
        }
        let i = self.square_of(choice).ok_or(WordReject::Outside)?;
        if self.used[i as usize] {
            return Err(WordReject::Used);
        }
        let next = self.next_node(i).ok_or(WordReject::Mismatch)?;
        if self.live[next as usize] == 0 {
            return Err(WordReject::Found);
        }
        Ok(())
    }

    fn apply(&mut self, choice: Choice) {
        match self.square_of(choice) {
            None => {
                self.ended = true;
                self.mark_found(self.node());
            }
            Some(i) => {
                let next = self.next_node(i).expect("checked");
                self.used[i as usize] = true;
                self.path.push(i);
                self.nodes.push(next);
            }
        }
    }

    fn undo(&mut self, choice: Choice) {
        if choice == Choice::End {
            // The word stays found.
            self.ended = false;
            return;
        }
        if self.leaf_answer() {
            // This node was an answer: its word stays found.
            self.mark_found(self.node());
        }
        let i = self.path.pop().expect("a square to undo");
        self.nodes.pop();
        self.used[i as usize] = false;
    }
}

impl Traced for Search<'_> {
    type Detail = WordAt;

    fn detail(&self, event: &EventOf<Self>) -> WordAt {
        let (square, dir, end) = match event.choice() {
            // A move's square: after a place the path's last; before it
            // (try, reject), or after its remove, the one it leads to.
            Some(&Choice::Move(d)) => {
                let i = match *event {
                    Event::Place { .. } => self.path.last().copied(),
                    _ => self.target(d),
                };
                (i, Some(DIRS[usize::from(d)].0), false)
            }
            Some(&Choice::Start(i)) => (Some(i), None, false),
            Some(&Choice::End) => (self.path.last().copied(), None, true),
            None => (self.path.last().copied(), None, false),
        };
        let word = match *event {
            Event::Solution { .. } => self.trie[self.node() as usize]
                .word
                .map(|w| self.words[w as usize].clone()),
            _ => None,
        };
        WordAt {
            square: square.map(|i| self.square(i)),
            letter: square
                .filter(|_| !end)
                .map(|i| char::from(self.grid.letters[i as usize])),
            dir,
            end,
            length: self.path.len(),
            reject: match *event {
                Event::Reject { reason, .. } => Some(reason),
                _ => None,
            },
            word,
        }
    }
}

#[cfg(test)]
mod tests {
    use engine::Outcome;

    use super::*;

    const BOARD: &str = "ABCE\nSFCS\nADEE\n";

    fn find(grid: &str, word: &str) -> Option<WordPath> {
        let (path, report) = WordGrid::parse(grid)
            .unwrap()
            .find(word, &Limits::none())
            .unwrap();
        assert!(report.outcome.is_finished());
        path
    }

    #[test]
    fn leetcode_79() {
        assert_eq!(
            find(BOARD, "ABCCED"),
            Some(vec![(0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 1)])
        );
        assert_eq!(find(BOARD, "SEE"), Some(vec![(1, 3), (2, 3), (2, 2)]));
        assert_eq!(find(BOARD, "ABCB"), None);
        assert_eq!(find("a\n", "a"), Some(vec![(0, 0)]));
        assert_eq!(find("a\n", "aa"), None);
        assert_eq!(find("ab\n", "A"), None);
    }

    #[test]
    fn leetcode_212() {
        let grid = WordGrid::parse("oaan\netae\nihkr\niflv\n").unwrap();
        let (found, report) = grid
            .find_all(&["oath", "pea", "eat", "rain"], &Limits::none())
            .unwrap();
        assert_eq!(found, ["oath", "eat"]);
        assert!(report.outcome.is_finished());
        let grid = WordGrid::parse("ab\ncd\n").unwrap();
        let (found, _) = grid.find_all(&["abcb"], &Limits::none()).unwrap();
        assert!(found.is_empty());
        // A word that is the prefix of another: both, through `end`.
        let (found, _) = grid
            .find_all(&["abdc", "ab", "ab", "ca", "a", "x"], &Limits::none())
            .unwrap();
        assert_eq!(found, ["abdc", "ab", "ca", "a"]);
        assert_eq!(
            grid.search(&["ab", "ab", "abd"])
                .unwrap()
                .count(&Limits::none())
                .0,
            2
        );
    }

    #[test]
    fn bad_words_and_grids() {
        let grid = WordGrid::parse("ab\n").unwrap();
        for (word, message) in [
            ("", "a word is at least one letter, got an empty word"),
            ("a b", "a word is ASCII letters `A`–`Z` and `a`–`z`, got 'a b'"),
            ("é", "a word is ASCII letters `A`–`Z` and `a`–`z`, got 'é'"),
        ] {
            assert_eq!(grid.find(word, &Limits::none()).unwrap_err().to_string(), message);
        }
        let long = "a".repeat(MAX_WORD_LEN + 1);
        assert!(grid.find(&long, &Limits::none()).is_err());
        assert!(grid.find(&long[1..], &Limits::none()).unwrap().0.is_none());
        let cases = [
            ("", "the grid is empty: expected rows of letters"),
            ("\r\n\n", "the grid is empty: expected rows of letters"),
            (
                "ab\na1\n",
                "line 2, column 2: expected a letter `A`–`Z` or `a`–`z`, got '1'",
            ),
            (
                "ab\na\n",
                "line 2, column 2: this row is shorter: the first row has 2 letters, this one 1",
            ),
            (
                "ab\n\nab\n",
                "line 2, column 1: an empty row: the first row has 2 letters, this one 0",
            ),
            (
                "ab\nabc\n",
                "line 2, column 3: this row is longer than the first row (2 letters)",
            ),
            (
                "a b\n",
                "line 1, column 2: expected a letter `A`–`Z` or `a`–`z`, got ' '",
            ),
            (
                "\n\nab\n\u{7}\n",
                "line 4, column 1: expected a letter `A`–`Z` or `a`–`z`, got \"\\u{7}\"",
            ),
        ];
        for (text, message) in cases {
            assert_eq!(
                WordGrid::parse(text).unwrap_err().to_string(),
                message,
                "{text:?}"
            );
        }
        let grid = WordGrid::parse("\u{feff}\r\nAb\r\ncD\r\n\r\n").unwrap();
        assert_eq!(grid.render(), "Ab\ncD\n");
        let wide = "a".repeat(MAX_GRID_SIDE + 1);
        assert_eq!(
            WordGrid::parse(&wide).unwrap_err().to_string(),
            "line 1, column 65: a row is longer than 64 letters"
        );
        let tall = "a\n".repeat(MAX_GRID_SIDE + 1);
        assert_eq!(
            WordGrid::parse(&tall).unwrap_err().to_string(),
            "line 65: the grid has more than 64 rows"
        );
        assert!(WordGrid::parse(&"a".repeat(MAX_GRID_SIDE)).is_ok());
    }

    #[test]
    fn a_grid_of_one_letter_stops_at_the_limit() {
        // Every simple path of a's is tried before giving up on the b.
        let mut text = "a".repeat(8 * 8 - 1);
        text.push('b');
        let rows: Vec<&str> = (0..8).map(|r| &text[r * 8..r * 8 + 8]).collect();
        let grid = WordGrid::parse(&rows.join("\n")).unwrap();
        let word = format!("{}b", "a".repeat(40));
        let (path, report) = grid.find(&word, &Limits::max_steps(200_000)).unwrap();
        assert_eq!(path, None);
        assert_eq!(report.outcome, Outcome::StepLimit);
    }

    #[test]
    fn trace_lines() {
        let grid = WordGrid::parse("ab\nca\n").unwrap();
        let (steps, report) = grid.search(&["ab"]).unwrap().trace_events(100);
        assert!(report.outcome.is_finished());
        let text: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        assert_eq!(
            text,
            [
                "row=0 col=0 letter=a: try  length=0",
                "row=0 col=0 letter=a: place  length=1",
                "up: try  length=1",
                "up: reject, outside the grid  length=1",
                "right row=0 col=1 letter=b: try  length=1",
                "right row=0 col=1 letter=b: place  length=2",
                "row=0 col=1 letter=b: solution  length=2  word=ab",
            ]
        );
        assert_eq!(
            steps[3].json(),
            r#"{"step":4,"event":"reject","dir":"up","length":1,"reason":"outside"}"#
        );
        assert_eq!(
            steps[6].json(),
            r#"{"step":7,"event":"solution","row":0,"col":1,"letter":"b","length":2,"word":"ab"}"#
        );
        let (steps, _) = grid.search(&["aca", "ac"]).unwrap().trace_events(1000);
        let text: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        assert!(text.contains(
            &"right row=0 col=1 letter=b: reject, no word goes on with this letter  length=1".to_owned()
        ));
        assert!(text.contains(&"end row=1 col=0: place  length=2".to_owned()));
        assert!(text.contains(&"up row=0 col=0 letter=a: reject, already on the path  length=2".to_owned()));
        let solutions: Vec<&String> = text.iter().filter(|t| t.contains("solution")).collect();
        assert_eq!(
            solutions,
            [
                "row=1 col=0 letter=c: solution  length=2  word=ac",
                "row=1 col=1 letter=a: solution  length=3  word=aca"
            ]
        );
    }
}
