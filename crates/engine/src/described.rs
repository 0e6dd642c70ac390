//! A simple puzzle that describes itself: typed parameters in (a board
//! side, whole numbers, a list of numbers, text rows, a square of the
//! board, one of named values), answers that are lists of whole numbers out (`queens kings N
//! K`: the placements as square numbers). The description says
//! everything a front end needs, so that the CLI, the web and Python
//! serve every such puzzle through one generic implementation each: a new
//! small puzzle is its library file, its listings and its words (this
//! description), plus the page's drawer.

use std::fmt;
use std::ops::ControlFlow;

use textguard::quote;
use thiserror::Error;

use crate::limits::Limits;
use crate::puzzle::Puzzle;
use crate::text;
use crate::trace::Report;

/// What a parameter takes, and what is allowed of it.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    /// The board side, `min..=max`: the CLI reads it as every command
    /// reads its N, the page offers it as the size under the server's
    /// largest board.
    Size {
        /// The smallest side.
        min: usize,
        /// The largest side.
        max: usize,
    },
    /// A whole number, `min..=max`, which `most` may narrow by the values
    /// before it.
    Number {
        /// The smallest value.
        min: u64,
        /// The largest value any problem takes.
        max: u64,
        /// The largest value given the values of the parameters before it
        /// (`k`: at most n² kings); `None` when it is always `max`.
        most: Option<fn(&[Value]) -> u64>,
    },
    /// A list of integers (candidates, a set), separated by whitespace
    /// (on the page also by commas): at most `max_len` of them, each in
    /// `min..=max`. A bad one is refused with its line and column.
    Numbers {
        /// How many numbers at most.
        max_len: usize,
        /// The smallest number.
        min: i64,
        /// The largest number.
        max: i64,
        /// One number in words, for a refusal (`a candidate`).
        noun: &'static str,
    },
    /// Text rows (a maze, a grid of letters), one a line, at most
    /// `max_rows` of them and `max_cols` characters each: the bounds
    /// the CLI caps its input by (the puzzle checks them, with their
    /// line and column) and the page narrows.
    Grid {
        /// The most rows.
        max_rows: usize,
        /// The most characters a row.
        max_cols: usize,
    },
    /// A square of the board, `R,C`: its row and column, each from 1 to
    /// the board side (the size before it; `max` before one is given).
    Square {
        /// The largest board side.
        max: usize,
    },
    /// One of named values.
    Choice {
        /// The names allowed.
        values: &'static [&'static str],
    },
    /// Yes or no (`once`: each number at most once). A kind of its own
    /// rather than a `Choice` of `true` and `false`: the CLI writes it as
    /// a bare `--once` (present or not) and Python as a `bool`, which a
    /// choice of names could not say; the page offers `false` and `true`.
    Flag,
}

/// How the CLI takes a parameter (the page and Python take every one by
/// its name).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// A positional argument, in order (`queens kings N K`).
    Positional,
    /// An option, `--<name> VALUE`, required; a [`Kind::Flag`] is a bare
    /// `--<name>`, false when left out.
    Option,
    /// The input, read whole: the positional `[FILE]` (`-` or none:
    /// stdin), with the front end's cap on its size (`echo 1 2 3 |
    /// queens subsets`). At most one parameter is the input; the page
    /// offers a box to type it in.
    Input,
    /// An option, `--<name> VALUE`, that may be left out: its default
    /// then (`queens tour 8 --start 3,4`; from the top left corner
    /// without it).
    Optional,
    /// The input, or its values given as the arguments themselves
    /// (`queens subset-sum --target 4 2 2 3 1`): the positional
    /// `[NUMBERS|FILE]...`, a file when it is one argument that does not
    /// start like a number.
    InputOrInline,
}

impl Written {
    /// Whether the parameter is the input, read from a file or stdin.
    pub fn is_input(self) -> bool {
        matches!(self, Written::Input | Written::InputOrInline)
    }
}

/// A value the page offers in its select: as sent, and as shown.
#[derive(Debug, Clone, Copy)]
pub struct Offer {
    /// As sent and, unless it stands for a text, as the parameter reads
    /// it (`1 2 3`).
    pub value: &'static str,
    /// As shown (`1 2 3 (LeetCode 78)`).
    pub text: &'static str,
    /// The text a named value stands for (a built-in maze, sent as
    /// `first`); empty when the value is read as it is.
    pub stands_for: &'static str,
}

impl Offer {
    /// A value shown as it is.
    pub const fn plain(value: &'static str) -> Offer {
        Offer {
            value,
            text: value,
            stands_for: "",
        }
    }

    /// A value shown in words of its own.
    pub const fn new(value: &'static str, text: &'static str) -> Offer {
        Offer {
            value,
            text,
            stands_for: "",
        }
    }

    /// A text too long to send, offered by a name (`first`), shown in
    /// words of its own (`first steps (7×11)`).
    pub const fn named(value: &'static str, text: &'static str, stands_for: &'static str) -> Offer {
        Offer {
            value,
            text,
            stands_for,
        }
    }

    /// What the parameter reads for it: the text it stands for, or the
    /// value itself.
    pub fn read_as(&self) -> &'static str {
        if self.stands_for.is_empty() {
            self.value
        } else {
            self.stands_for
        }
    }
}

/// What the page makes of a parameter besides the values it offers.
#[derive(Debug, Clone, Copy)]
pub struct Page {
    /// Whether one may type a value of one's own (a box beside the
    /// select), and send it in a link.
    pub own: bool,
    /// Narrower bounds than the library's, of the same kind, where the
    /// page draws the problem small (subsets: 10 numbers of two digits);
    /// `None`: the library's.
    pub within: Option<Kind>,
    /// The query parameter that carries a value of one's own, where it
    /// is not the parameter's name: a maze of one's own is `grid=`, a
    /// built-in one `maze=first`. `None`: the name.
    pub own_as: Option<&'static str>,
    /// Offered (and sent) only while the parameter named first has the
    /// value second: a tour's start only with `closed` false, since a
    /// closed tour is a cycle searched from the centre. `None`: always.
    pub only_with: Option<(&'static str, &'static str)>,
}

impl Page {
    /// The offered values only, within the library's bounds.
    pub const OFFERED: Page = Page {
        own: false,
        within: None,
        own_as: None,
        only_with: None,
    };
}

/// One parameter of a described puzzle.
#[derive(Debug, Clone, Copy)]
pub struct Param {
    /// Its name: the query parameter, the CLI's positional argument
    /// (`<N>`) or option (`--target`), Python's keyword.
    pub name: &'static str,
    /// The CLI's help line for it (`Board size, 1 to 7.`).
    pub help: &'static str,
    /// What the `--stats` table and the page call it (`kings`).
    pub label: &'static str,
    /// What it takes.
    pub kind: Kind,
    /// The value the page and Python choose when it is left out, as it is
    /// written.
    pub default: &'static str,
    /// The values the page offers of a parameter other than the size
    /// (empty for the size).
    pub offered: &'static [Offer],
    /// How the CLI takes it.
    pub written: Written,
    /// What the page makes of it.
    pub page: Page,
}

/// A parameter's value, of its [`Kind`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A board side ([`Kind::Size`]).
    Size(usize),
    /// A whole number ([`Kind::Number`]).
    Number(u64),
    /// A list of integers ([`Kind::Numbers`]).
    Numbers(Vec<i64>),
    /// Text rows ([`Kind::Grid`]), `\n` between them.
    Grid(String),
    /// A square ([`Kind::Square`]): its row and column, from 1.
    Square(usize, usize),
    /// One of the named values ([`Kind::Choice`]).
    Choice(&'static str),
    /// Yes or no ([`Kind::Flag`]).
    Flag(bool),
}

impl Value {
    /// The whole number of a size or a number.
    pub fn number(&self) -> Option<u64> {
        match *self {
            Value::Size(v) => Some(v as u64),
            Value::Number(v) => Some(v),
            _ => None,
        }
    }

    /// The numbers of a list.
    pub fn numbers(&self) -> Option<&[i64]> {
        match self {
            Value::Numbers(vs) => Some(vs),
            _ => None,
        }
    }

    /// Whether a flag is set (false for any other kind).
    pub fn flag(&self) -> bool {
        matches!(self, Value::Flag(true))
    }
}

/// As it is written: numbers separated by spaces, rows by `\n`, a flag
/// as `true` or `false`.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Size(v) => write!(f, "{v}"),
            Value::Number(v) => write!(f, "{v}"),
            Value::Numbers(vs) => {
                let words: Vec<String> = vs.iter().map(i64::to_string).collect();
                f.write_str(&words.join(" "))
            }
            Value::Grid(rows) => f.write_str(rows),
            Value::Square(row, col) => write!(f, "{row},{col}"),
            Value::Choice(name) => f.write_str(name),
            Value::Flag(on) => write!(f, "{on}"),
        }
    }
}

/// A parameter's value that is not allowed: which parameter, and what it
/// allows, in no front end's words (the CLI and the page add theirs).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ParamError {
    /// A whole number out of its range.
    #[error("{name} must be an integer from {min} to {max}, got {got}")]
    OutOfRange {
        /// The parameter.
        name: &'static str,
        /// The smallest value allowed.
        min: u64,
        /// The largest value allowed, after the values before it.
        max: u64,
        /// The value given, as written.
        got: String,
    },
    /// Not a whole number at all.
    #[error("{name} must be an integer from {min} to {max}, got {got:?} (not a number)")]
    NotANumber {
        /// The parameter.
        name: &'static str,
        /// The smallest value allowed.
        min: u64,
        /// The largest value allowed.
        max: u64,
        /// The text given.
        got: String,
    },
    /// None of the named values.
    #[error("{name} must be one of {}, got {got:?}", allowed.join(", "))]
    NotAChoice {
        /// The parameter.
        name: &'static str,
        /// The names allowed.
        allowed: &'static [&'static str],
        /// The text given.
        got: String,
    },
    /// Not a square written `R,C`, each from 1.
    #[error(
        "{name} must be a square as R,C, its row and column from 1 (like 1,1), got {}",
        quote(got)
    )]
    NotASquare {
        /// The parameter.
        name: &'static str,
        /// The text given.
        got: String,
    },
    /// A square off the board.
    #[error("the {name} row {row} col {col} is off the {side}×{side} board (rows and columns 1 to {side})")]
    OffBoard {
        /// The parameter.
        name: &'static str,
        /// The row given, from 1.
        row: usize,
        /// The column given, from 1.
        col: usize,
        /// The board side.
        side: usize,
    },
    /// Neither `true` nor `false`.
    #[error("{name} must be true or false, got {}", quote(got))]
    NotAFlag {
        /// The parameter.
        name: &'static str,
        /// The text given.
        got: String,
    },
    /// A list longer than its kind allows.
    #[error("the number of {name} must be an integer from 0 to {max}, got {got}")]
    TooMany {
        /// The parameter (`numbers`).
        name: &'static str,
        /// The most allowed.
        max: usize,
        /// How many were given.
        got: usize,
    },
    /// A value of another kind than the parameter's, or none.
    #[error("{name} must be {expected}")]
    WrongKind {
        /// The parameter.
        name: &'static str,
        /// What it takes (`a list of whole numbers`).
        expected: &'static str,
    },
    /// The puzzle refuses the value: its own words on what is allowed
    /// (for a text, where: `line 2, column 3: expected an integer, …`).
    #[error("{name}: {message}")]
    Refused {
        /// The parameter.
        name: &'static str,
        /// What is wrong and what is allowed.
        message: String,
    },
}

impl ParamError {
    /// The parameter it is about.
    pub fn name(&self) -> &'static str {
        match self {
            ParamError::OutOfRange { name, .. }
            | ParamError::NotANumber { name, .. }
            | ParamError::NotAChoice { name, .. }
            | ParamError::NotAFlag { name, .. }
            | ParamError::NotASquare { name, .. }
            | ParamError::OffBoard { name, .. }
            | ParamError::TooMany { name, .. }
            | ParamError::WrongKind { name, .. }
            | ParamError::Refused { name, .. } => name,
        }
    }

    /// Its words without the parameter's name in front, where the name
    /// only stands in front (a text's refusal says where in the text:
    /// the CLI's input has no name but its file).
    pub fn unnamed(&self) -> String {
        match self {
            ParamError::Refused { message, .. } => message.clone(),
            other => other.to_string(),
        }
    }
}

impl Param {
    /// The largest whole number allowed after the values `before`; for a
    /// list, its largest number (0 when negative); for a square, the
    /// board side (the size before it); 0 for text.
    pub fn most_after(&self, before: &[Value]) -> u64 {
        match self.kind {
            Kind::Square { max } => before
                .iter()
                .find_map(|v| match v {
                    Value::Size(side) => Some(*side as u64),
                    _ => None,
                })
                .unwrap_or(max as u64),
            Kind::Size { max, .. } => max as u64,
            Kind::Number { max, most, .. } => most.map_or(max, |most| most(before)),
            Kind::Numbers { max, .. } => max.max(0) as u64,
            Kind::Flag => 1,
            Kind::Grid { .. } | Kind::Choice { .. } => 0,
        }
    }

    /// The smallest whole number allowed (0 when it takes none).
    pub fn min(&self) -> u64 {
        match self.kind {
            Kind::Size { min, .. } => min as u64,
            Kind::Number { min, .. } => min,
            _ => 0,
        }
    }

    /// Whether it is the board side.
    pub fn is_size(&self) -> bool {
        matches!(self.kind, Kind::Size { .. })
    }

    /// Reads its value from text, after the values `before` (of the
    /// parameters before it), checked against everything it allows.
    pub fn read(&self, text: &str, before: &[Value]) -> Result<Value, ParamError> {
        read_as(self.name, &self.kind, self.most_after(before), text)
    }

    /// The offer sent as `value` (`first`), if any.
    pub fn offer(&self, value: &str) -> Option<&'static Offer> {
        self.offered.iter().find(|o| o.value == value)
    }

    /// Its default value, read as [`Param::read`] reads text.
    pub fn default_value(&self, before: &[Value]) -> Result<Value, ParamError> {
        self.read(self.default, before)
    }
}

/// Reads a value of `kind` for the parameter `name`, a whole number up
/// to `most` (the values before it allowing).
fn read_as(name: &'static str, kind: &Kind, most: u64, text: &str) -> Result<Value, ParamError> {
    match *kind {
        Kind::Size { min, .. } => whole(name, min as u64, most, text).map(|v| Value::Size(v as usize)),
        Kind::Number { min, .. } => whole(name, min, most, text).map(Value::Number),
        Kind::Numbers {
            max_len,
            min,
            max,
            noun,
        } => {
            let given = text::tokens(text).count();
            if given > max_len {
                return Err(ParamError::TooMany {
                    name,
                    max: max_len,
                    got: given,
                });
            }
            text::integers(text, noun, min, max, max_len)
                .map(Value::Numbers)
                .map_err(|e| ParamError::Refused {
                    name,
                    message: e.to_string(),
                })
        }
        Kind::Grid { .. } => Ok(Value::Grid(text.to_owned())),
        Kind::Square { .. } => square(name, most as usize, text),
        Kind::Choice { values } => values
            .iter()
            .find(|&&v| v == text.trim())
            .map(|&v| Value::Choice(v))
            .ok_or_else(|| ParamError::NotAChoice {
                name,
                allowed: values,
                got: text.trim().to_owned(),
            }),
        Kind::Flag => match text.trim() {
            "true" => Ok(Value::Flag(true)),
            "false" => Ok(Value::Flag(false)),
            other => Err(ParamError::NotAFlag {
                name,
                got: other.to_owned(),
            }),
        },
    }
}

/// A square `R,C` of a board of side `side`, row and column from 1.
fn square(name: &'static str, side: usize, text: &str) -> Result<Value, ParamError> {
    let t = text.trim();
    let one = |t: &str| t.trim().parse::<usize>().ok().filter(|&v| v >= 1);
    let (row, col) = t
        .split_once(',')
        .and_then(|(r, c)| Some((one(r)?, one(c)?)))
        .ok_or_else(|| ParamError::NotASquare {
            name,
            got: t.to_owned(),
        })?;
    if row > side || col > side {
        return Err(ParamError::OffBoard { name, row, col, side });
    }
    Ok(Value::Square(row, col))
}

/// A whole number in `min..=most`.
fn whole(name: &'static str, min: u64, most: u64, text: &str) -> Result<u64, ParamError> {
    let t = text.trim();
    let Ok(v) = t.parse::<i128>() else {
        return Err(ParamError::NotANumber {
            name,
            min,
            max: most,
            got: t.to_owned(),
        });
    };
    if !(i128::from(min)..=i128::from(most)).contains(&v) {
        return Err(ParamError::OutOfRange {
            name,
            min,
            max: most,
            got: t.to_owned(),
        });
    }
    Ok(v as u64)
}

/// Checks `values` against `params`, one a parameter, in order: each of
/// its parameter's kind and within what it allows after the values
/// before it. A description's [`Described::build`] starts here.
pub fn check(params: &[Param], values: &[Value]) -> Result<(), ParamError> {
    for (at, param) in params.iter().enumerate() {
        let value = values.get(at);
        let expected = match param.kind {
            Kind::Size { .. } | Kind::Number { .. } => "a whole number",
            Kind::Numbers { .. } => "a list of whole numbers",
            Kind::Grid { .. } => "rows of text",
            Kind::Square { .. } => "a square, R,C",
            Kind::Choice { .. } => "one of its named values",
            Kind::Flag => "true or false",
        };
        let wrong = || ParamError::WrongKind {
            name: param.name,
            expected,
        };
        match (param.kind, value) {
            (Kind::Size { .. }, Some(v @ Value::Size(_)))
            | (Kind::Number { .. }, Some(v @ Value::Number(_)))
            | (Kind::Numbers { .. }, Some(v @ Value::Numbers(_)))
            | (Kind::Square { .. }, Some(v @ Value::Square(..))) => {
                // Read back as text: one range check, one wording.
                param.read(&v.to_string(), &values[..at])?;
            }
            (Kind::Grid { .. }, Some(Value::Grid(_))) | (Kind::Flag, Some(Value::Flag(_))) => {}
            (Kind::Choice { values: allowed }, Some(Value::Choice(v))) => {
                if !allowed.contains(v) {
                    return Err(ParamError::NotAChoice {
                        name: param.name,
                        allowed,
                        got: (*v).to_owned(),
                    });
                }
            }
            _ => return Err(wrong()),
        }
    }
    Ok(())
}

/// An example of the command: its arguments after the command's name,
/// what it reads as its input, and whether it has an answer (an example
/// without one shows the "no answer" rule; the CLI's help shows only
/// those with).
#[derive(Debug, Clone, Copy)]
pub struct Example {
    /// The arguments, separated by spaces (`3 4`, `7 9 --count`,
    /// `--target 7`): the parameters' first (positional ones in order,
    /// options by name), then the front end's own flags, if any.
    pub args: &'static str,
    /// The input it reads on stdin (`2 3 6 7`: `echo 2 3 6 7 | queens
    /// combination-sum --target 7`), empty when none.
    pub stdin: &'static str,
    /// Whether it finds an answer.
    pub answers: bool,
}

/// The values of an example, as the CLI reads its arguments: positional
/// words in order, `--<name> VALUE` and a bare flag by name, the input
/// from its `stdin` (or its words, where the input may be inline); the
/// first `--word` that names no parameter starts the front end's flags.
pub fn read_example(params: &[Param], example: &Example) -> Result<Vec<Value>, ParamError> {
    let mut texts: Vec<Option<String>> = vec![None; params.len()];
    let positional: Vec<usize> = (0..params.len())
        .filter(|&i| params[i].written == Written::Positional)
        .collect();
    let (mut next, mut inline) = (0, Vec::new());
    let mut words = example.args.split_whitespace();
    while let Some(word) = words.next() {
        if let Some(long) = word.strip_prefix("--") {
            let Some(at) = params
                .iter()
                .position(|p| p.name == long && matches!(p.written, Written::Option | Written::Optional))
            else {
                break;
            };
            texts[at] = Some(match params[at].kind {
                Kind::Flag => "true".to_owned(),
                _ => words.next().unwrap_or_default().to_owned(),
            });
        } else if let Some(&at) = positional.get(next) {
            texts[at] = Some(word.to_owned());
            next += 1;
        } else {
            inline.push(word);
        }
    }
    let mut values = Vec::with_capacity(params.len());
    for (at, param) in params.iter().enumerate() {
        let text = match (param.written, param.kind, &texts[at]) {
            (_, _, Some(text)) => text.clone(),
            (Written::Input, ..) => example.stdin.to_owned(),
            (Written::InputOrInline, ..) if inline.is_empty() => example.stdin.to_owned(),
            (Written::InputOrInline, ..) => inline.join(" "),
            (_, Kind::Flag, None) => "false".to_owned(),
            _ => param.default.to_owned(),
        };
        let value = param.read(&text, &values)?;
        values.push(value);
    }
    Ok(values)
}

/// The one approach of a simple puzzle, as the page shows it.
#[derive(Debug, Clone, Copy)]
pub struct Approach {
    /// Its name (`reading-order`).
    pub name: &'static str,
    /// One line on how it works.
    pub summary: &'static str,
    /// Its code listing, Rust with the page's step markers (`//@ try`).
    pub listing: &'static str,
}

/// A puzzle of typed parameters whose answers are lists of integers,
/// described for the front ends.
pub trait Described: Puzzle + Sized + Send + Sync + std::fmt::Debug + 'static {
    /// The name: the CLI's command (and the `puzzle` row of its
    /// `--stats`) and the API's `puzzle=`.
    const NAME: &'static str;
    /// The name shown (`Non-attacking kings`).
    const TITLE: &'static str;
    /// The command's one-line summary.
    const SUMMARY: &'static str;
    /// Its parameters, in order.
    const PARAMS: &'static [Param];
    /// Its examples.
    const EXAMPLES: &'static [Example];
    /// What its answers are called (`placements`): `--json`'s key and
    /// `--count`'s help.
    const ANSWERS: &'static str;
    /// Its approach.
    const APPROACH: Approach;
    /// Whether a search within the ranges can still run for years
    /// (combination sum: `1 2 … 100` with target 10000 has more than
    /// 10^100 answers): a front end then counts it within a step limit
    /// before it lists one answer, and refuses it past the limit. Not by
    /// default: the ranges keep the search short.
    const EXPLOSIVE: bool = false;

    /// The problem for these values, one a parameter; an error names the
    /// parameter and what it allows ([`check`] does the common part).
    fn build(values: &[Value]) -> Result<Self, ParamError>;

    /// Its parameters' values, as [`Described::build`] took them.
    fn values(&self) -> Vec<Value>;

    /// Hands each answer to `f` as it prints (kings: squares numbered
    /// from 1), until `f` returns `Break` or a limit stops the walk.
    fn answers(&self, limits: &Limits, f: impl FnMut(&[i64]) -> ControlFlow<()>) -> Report;

    /// [`Described::answers`], with the rows of the `--stats` table that
    /// only its search knows, which a front end shows after the search's
    /// counts (the fewest colours: the searches made, and whether each
    /// found a colouring); by default none.
    fn answers_and_rows(
        &self,
        limits: &Limits,
        f: impl FnMut(&[i64]) -> ControlFlow<()>,
    ) -> (Report, Vec<(&'static str, Value)>) {
        (self.answers(limits, f), Vec::new())
    }

    /// Why there is no answer, when there is none (`no placement: …`).
    fn no_answer(&self) -> String;

    /// Its own rows of the `--stats` table, after its parameters' (subsets:
    /// how many distinct values), each a whole number or text; none by
    /// default.
    fn rows(&self) -> Vec<(&'static str, Value)> {
        Vec::new()
    }

    /// Whether the puzzle draws its answer ([`Described::draw`]) rather
    /// than lists its answers: its search stops at the first (a maze's
    /// path), so that the front ends show that one, drawn, and offer no
    /// count. Not by default.
    const DRAWS: bool = false;

    /// The answer drawn, for a puzzle that [`Described::DRAWS`]: `None`
    /// for the others, and for an answer not of this problem.
    fn draw(&self, answer: &[i64]) -> Option<Drawn> {
        let _ = answer;
        None
    }

    /// What a page's drawer reads of the problem besides its parameters'
    /// values, each a name and a JSON value (a maze: its `rows`, `cols`,
    /// `grid` lines, `start` and `end`); none by default.
    fn shown(&self) -> Vec<(&'static str, serde_json::Value)> {
        Vec::new()
    }

    /// Why there is no answer, where it is known without a search (a
    /// closed tour of an odd board: a knight changes colour with every
    /// move), in the words of [`Described::no_answer`]: its trace has
    /// no step, and a front end says this after it instead. `None` by
    /// default.
    fn ruled_out(&self) -> Option<String> {
        None
    }

    /// The steps of the whole search, where they are known to be few (a
    /// maze: ten a cell at most), so that a front end can tell a short
    /// trace from a long one before it runs; `None` by default.
    fn whole_search(&self) -> Option<u64> {
        None
    }
}

/// An answer as its puzzle draws it, where the list of numbers says
/// little (a maze's path: the maze with `*` on it).
#[derive(Debug, Clone, PartialEq)]
pub struct Drawn {
    /// The drawing, as text, each line ending in `\n`.
    pub text: String,
    /// The answer as one JSON object (`{"length":…,"path":[[r,c],…],…}`).
    pub json: serde_json::Value,
    /// Its rows of the `--stats` table (the path's length).
    pub rows: Vec<(&'static str, Value)>,
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn param(name: &'static str, kind: Kind, default: &'static str, written: Written) -> Param {
        Param {
            name,
            help: "",
            label: name,
            kind,
            default,
            offered: &[],
            written,
            page: Page::OFFERED,
        }
    }

    const PARAMS: &[Param] = &[
        param("n", Kind::Size { min: 1, max: 7 }, "4", Written::Positional),
        param(
            "k",
            Kind::Number {
                min: 0,
                max: 49,
                most: Some(|before| before[0].number().unwrap_or(0).pow(2)),
            },
            "4",
            Written::Positional,
        ),
        param(
            "set",
            Kind::Numbers {
                max_len: 3,
                min: -9,
                max: 9,
                noun: "a number",
            },
            "1 2",
            Written::Input,
        ),
        param(
            "order",
            Kind::Choice {
                values: &["lex", "heap"],
            },
            "lex",
            Written::Option,
        ),
        param("once", Kind::Flag, "false", Written::Option),
    ];

    #[test]
    fn each_kind_reads_its_values_and_names_what_it_allows() {
        let n = PARAMS[0].read("3", &[]).unwrap();
        assert_eq!(n, Value::Size(3));
        assert_eq!(
            PARAMS[1]
                .read("10", std::slice::from_ref(&n))
                .unwrap_err()
                .to_string(),
            "k must be an integer from 0 to 9, got 10"
        );
        assert_eq!(
            PARAMS[1].read("x", &[n]).unwrap_err().to_string(),
            "k must be an integer from 0 to 9, got \"x\" (not a number)"
        );
        assert_eq!(
            PARAMS[2].read("1\n-2 3", &[]).unwrap(),
            Value::Numbers(vec![1, -2, 3])
        );
        assert_eq!(
            PARAMS[2].read("1 2 3 4", &[]).unwrap_err().to_string(),
            "the number of set must be an integer from 0 to 3, got 4"
        );
        let bad = PARAMS[2].read("1\n 10", &[]).unwrap_err();
        assert_eq!(
            bad.to_string(),
            "set: line 2, column 2: a number must be from -9 to 9, got '10'"
        );
        assert_eq!(
            bad.unnamed(),
            "line 2, column 2: a number must be from -9 to 9, got '10'"
        );
        assert_eq!(bad.name(), "set");
        assert_eq!(
            PARAMS[3].read("dfs", &[]).unwrap_err().to_string(),
            "order must be one of lex, heap, got \"dfs\""
        );
        assert_eq!(PARAMS[4].read("true", &[]), Ok(Value::Flag(true)));
        assert_eq!(
            PARAMS[4].read("yes", &[]).unwrap_err().to_string(),
            "once must be true or false, got 'yes'"
        );
    }

    #[test]
    fn check_refuses_a_value_of_another_kind_or_out_of_range() {
        let good = [
            Value::Size(2),
            Value::Number(4),
            Value::Numbers(vec![1]),
            Value::Choice("heap"),
            Value::Flag(false),
        ];
        assert_eq!(check(PARAMS, &good), Ok(()));
        let mut bad = good.clone();
        bad[1] = Value::Number(5);
        assert!(matches!(
            check(PARAMS, &bad),
            Err(ParamError::OutOfRange {
                name: "k",
                max: 4,
                ..
            })
        ));
        bad[1] = Value::Grid(String::new());
        assert_eq!(
            check(PARAMS, &bad).unwrap_err().to_string(),
            "k must be a whole number"
        );
        let mut long = good.clone();
        long[2] = Value::Numbers(vec![1, 2, 3, 4]);
        assert!(matches!(
            check(PARAMS, &long),
            Err(ParamError::TooMany { got: 4, .. })
        ));
        assert!(check(PARAMS, &good[..3]).is_err());
        for p in PARAMS {
            assert!(p.default_value(&good).is_ok(), "{}", p.name);
        }
    }

    /// An example's words: positional ones in order, options by name, a
    /// bare flag, the input from stdin, and the front end's flags after.
    #[test]
    fn an_example_reads_as_the_cli_reads_it() {
        let example = |args, stdin| Example {
            args,
            stdin,
            answers: true,
        };
        let values = read_example(PARAMS, &example("3 4 --once --order heap --count", "1 -2")).unwrap();
        assert_eq!(
            values,
            [
                Value::Size(3),
                Value::Number(4),
                Value::Numbers(vec![1, -2]),
                Value::Choice("heap"),
                Value::Flag(true),
            ]
        );
        let values = read_example(PARAMS, &example("2 1 --format leetcode", "")).unwrap();
        assert_eq!(values[3..], [Value::Choice("lex"), Value::Flag(false)]);
        assert_eq!(values[2], Value::Numbers(vec![]));
    }

    /// Written inline or as the input: the words after the options are
    /// the values; with none, the example's stdin; `--count` (no
    /// parameter's) ends them as it ends the options.
    #[test]
    fn an_inline_input_reads_its_words_or_stdin() {
        const INLINE: &[Param] = &[
            param(
                "numbers",
                Kind::Numbers {
                    max_len: 4,
                    min: 0,
                    max: 9,
                    noun: "a number",
                },
                "1",
                Written::InputOrInline,
            ),
            param(
                "target",
                Kind::Number {
                    min: 0,
                    max: 9,
                    most: None,
                },
                "1",
                Written::Option,
            ),
        ];
        assert!(Written::InputOrInline.is_input() && !Written::Option.is_input());
        let example = |args, stdin| Example {
            args,
            stdin,
            answers: true,
        };
        let values = read_example(INLINE, &example("--target 4 2 2 3 --count 7", "9")).unwrap();
        assert_eq!(values, [Value::Numbers(vec![2, 2, 3]), Value::Number(4)]);
        let values = read_example(INLINE, &example("--target 5", "1 4")).unwrap();
        assert_eq!(values, [Value::Numbers(vec![1, 4]), Value::Number(5)]);
        let e = read_example(INLINE, &example("--target 5 1 12", "")).unwrap_err();
        assert_eq!(
            e.unnamed(),
            "line 1, column 3: a number must be from 0 to 9, got '12'"
        );
    }
}
