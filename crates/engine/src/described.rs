//! A simple puzzle that describes itself: typed parameters in (a board
//! side, whole numbers, a list of numbers, text rows, one of named
//! values), answers that are lists of whole numbers out (`queens kings N
//! K`: the placements as square numbers). The description says
//! everything a front end needs, so that the CLI, the web and Python
//! serve every such puzzle through one generic implementation each: a new
//! small puzzle is its library file, its listings and its words (this
//! description), plus the page's drawer.

use std::fmt;
use std::ops::ControlFlow;

use thiserror::Error;

use crate::limits::Limits;
use crate::puzzle::Puzzle;
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
        min: usize,
        /// The largest value any problem takes.
        max: usize,
        /// The largest value given the values of the parameters before it
        /// (`k`: at most n² kings); `None` when it is always `max`.
        most: Option<fn(&[Value]) -> usize>,
    },
    /// A list of whole numbers (candidates, a set), written separated by
    /// spaces or commas: at most `max_len` of them, each at most `max`.
    Numbers {
        /// How many numbers at most.
        max_len: usize,
        /// The largest number.
        max: u64,
    },
    /// Text rows (a maze, a grid of letters), one a line.
    Grid,
    /// One of named values.
    Choice {
        /// The names allowed.
        values: &'static [&'static str],
    },
}

/// One parameter of a described puzzle.
#[derive(Debug, Clone, Copy)]
pub struct Param {
    /// Its name: the query parameter, the CLI's positional argument
    /// (`<N>`), Python's keyword.
    pub name: &'static str,
    /// The CLI's help line for it (`Board size, 1 to 7.`).
    pub help: &'static str,
    /// What the `--stats` table and the page call it (`kings`).
    pub label: &'static str,
    /// What it takes.
    pub kind: Kind,
    /// The value the page chooses first, as it is written.
    pub default: &'static str,
    /// The values the page offers of a parameter other than the size,
    /// as text (empty for the size).
    pub offered: &'static [&'static str],
}

/// A parameter's value, of its [`Kind`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A board side ([`Kind::Size`]).
    Size(usize),
    /// A whole number ([`Kind::Number`]).
    Number(usize),
    /// A list of whole numbers ([`Kind::Numbers`]).
    Numbers(Vec<u64>),
    /// Text rows ([`Kind::Grid`]), `\n` between them.
    Grid(String),
    /// One of the named values ([`Kind::Choice`]).
    Choice(&'static str),
}

impl Value {
    /// The whole number of a size or a number.
    pub fn number(&self) -> Option<usize> {
        match *self {
            Value::Size(v) | Value::Number(v) => Some(v),
            _ => None,
        }
    }
}

/// As it is written: numbers separated by spaces, rows by `\n`.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Size(v) | Value::Number(v) => write!(f, "{v}"),
            Value::Numbers(vs) => {
                let words: Vec<String> = vs.iter().map(u64::to_string).collect();
                f.write_str(&words.join(" "))
            }
            Value::Grid(rows) => f.write_str(rows),
            Value::Choice(name) => f.write_str(name),
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
    /// A value of another kind than the parameter's, or none.
    #[error("{name} must be {expected}")]
    WrongKind {
        /// The parameter.
        name: &'static str,
        /// What it takes (`a list of whole numbers`).
        expected: &'static str,
    },
    /// The puzzle refuses the value: its own words on what is allowed.
    #[error("{name}: {message}")]
    Refused {
        /// The parameter.
        name: &'static str,
        /// What is wrong and what is allowed.
        message: String,
    },
}

impl Param {
    /// The largest whole number allowed after the values `before`; for a
    /// list, its largest number; 0 for text.
    pub fn most_after(&self, before: &[Value]) -> usize {
        match self.kind {
            Kind::Size { max, .. } => max,
            Kind::Number { max, most, .. } => most.map_or(max, |most| most(before)),
            Kind::Numbers { max, .. } => usize::try_from(max).unwrap_or(usize::MAX),
            Kind::Grid | Kind::Choice { .. } => 0,
        }
    }

    /// The smallest whole number allowed (0 when it takes none).
    pub fn min(&self) -> usize {
        match self.kind {
            Kind::Size { min, .. } | Kind::Number { min, .. } => min,
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
        let name = self.name;
        match self.kind {
            Kind::Size { min, .. } | Kind::Number { min, .. } => {
                let max = self.most_after(before);
                let t = text.trim();
                let v = match t.parse::<i128>() {
                    Ok(v) => v,
                    Err(_) => {
                        return Err(ParamError::NotANumber {
                            name,
                            min: min as u64,
                            max: max as u64,
                            got: t.to_owned(),
                        });
                    }
                };
                if !(min as i128..=max as i128).contains(&v) {
                    return Err(ParamError::OutOfRange {
                        name,
                        min: min as u64,
                        max: max as u64,
                        got: t.to_owned(),
                    });
                }
                Ok(if self.is_size() {
                    Value::Size(v as usize)
                } else {
                    Value::Number(v as usize)
                })
            }
            Kind::Numbers { max_len, max } => {
                let words: Vec<&str> = text
                    .split([' ', ',', '\n', '\t', '\r'])
                    .filter(|w| !w.is_empty())
                    .collect();
                if words.len() > max_len {
                    return Err(ParamError::Refused {
                        name,
                        message: format!("at most {max_len} numbers, got {}", words.len()),
                    });
                }
                let numbers = words
                    .iter()
                    .map(|w| match w.parse::<u64>() {
                        Ok(v) if v <= max => Ok(v),
                        Ok(_) => Err(ParamError::OutOfRange {
                            name,
                            min: 0,
                            max,
                            got: (*w).to_owned(),
                        }),
                        Err(_) => Err(ParamError::NotANumber {
                            name,
                            min: 0,
                            max,
                            got: (*w).to_owned(),
                        }),
                    })
                    .collect::<Result<_, _>>()?;
                Ok(Value::Numbers(numbers))
            }
            Kind::Grid => Ok(Value::Grid(text.to_owned())),
            Kind::Choice { values } => values
                .iter()
                .find(|&&v| v == text.trim())
                .map(|&v| Value::Choice(v))
                .ok_or_else(|| ParamError::NotAChoice {
                    name,
                    allowed: values,
                    got: text.trim().to_owned(),
                }),
        }
    }

    /// Its default value, read as [`Param::read`] reads text.
    pub fn default_value(&self, before: &[Value]) -> Result<Value, ParamError> {
        self.read(self.default, before)
    }
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
            Kind::Grid => "rows of text",
            Kind::Choice { .. } => "one of its named values",
        };
        let wrong = || ParamError::WrongKind {
            name: param.name,
            expected,
        };
        match (param.kind, value) {
            (Kind::Size { .. }, Some(Value::Size(v))) | (Kind::Number { .. }, Some(Value::Number(v))) => {
                // Read back as text: one range check, one wording.
                param.read(&v.to_string(), &values[..at])?;
            }
            (Kind::Numbers { .. }, Some(v @ Value::Numbers(_))) => {
                param.read(&v.to_string(), &values[..at])?;
            }
            (Kind::Grid, Some(Value::Grid(_))) => {}
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
/// and whether it has an answer (an example without one shows the "no
/// answer" rule; the CLI's help shows only those with).
#[derive(Debug, Clone, Copy)]
pub struct Example {
    /// The arguments, separated by spaces (`3 4`, `7 9 --count`).
    pub args: &'static str,
    /// Whether it finds an answer.
    pub answers: bool,
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

/// A puzzle of typed parameters whose answers are lists of whole
/// numbers, described for the front ends.
pub trait Described: Puzzle + Sized + Send + Sync + std::fmt::Debug + 'static {
    /// The name: the CLI's command and the API's `puzzle=`.
    const NAME: &'static str;
    /// The name shown (`Non-attacking kings`); in lower case, the
    /// `puzzle` row of `--stats`.
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

    /// The problem for these values, one a parameter; an error names the
    /// parameter and what it allows ([`check`] does the common part).
    fn build(values: &[Value]) -> Result<Self, ParamError>;

    /// Its parameters' values, as [`Described::build`] took them.
    fn values(&self) -> Vec<Value>;

    /// Hands each answer to `f` as it prints (kings: squares numbered
    /// from 1), until `f` returns `Break` or a limit stops the walk.
    fn answers(&self, limits: &Limits, f: impl FnMut(&[u64]) -> ControlFlow<()>) -> Report;

    /// Why there is no answer, when there is none (`no placement: …`).
    fn no_answer(&self) -> String;
}

#[cfg(test)]
mod tests {
    use super::*;

    const PARAMS: &[Param] = &[
        Param {
            name: "n",
            help: "",
            label: "n",
            kind: Kind::Size { min: 1, max: 7 },
            default: "4",
            offered: &[],
        },
        Param {
            name: "k",
            help: "",
            label: "k",
            kind: Kind::Number {
                min: 0,
                max: 49,
                most: Some(|before| before[0].number().unwrap_or(0).pow(2)),
            },
            default: "4",
            offered: &[],
        },
        Param {
            name: "set",
            help: "",
            label: "set",
            kind: Kind::Numbers { max_len: 3, max: 9 },
            default: "1 2",
            offered: &[],
        },
        Param {
            name: "order",
            help: "",
            label: "order",
            kind: Kind::Choice {
                values: &["lex", "heap"],
            },
            default: "lex",
            offered: &["lex", "heap"],
        },
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
            PARAMS[2].read("1, 2 3", &[]).unwrap(),
            Value::Numbers(vec![1, 2, 3])
        );
        assert_eq!(
            PARAMS[2].read("1 2 3 4", &[]).unwrap_err().to_string(),
            "set: at most 3 numbers, got 4"
        );
        assert_eq!(
            PARAMS[3].read("dfs", &[]).unwrap_err().to_string(),
            "order must be one of lex, heap, got \"dfs\""
        );
    }

    #[test]
    fn check_refuses_a_value_of_another_kind_or_out_of_range() {
        let good = [
            Value::Size(2),
            Value::Number(4),
            Value::Numbers(vec![1]),
            Value::Choice("heap"),
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
        assert!(check(PARAMS, &good[..3]).is_err());
        for p in PARAMS {
            assert!(p.default_value(&good).is_ok(), "{}", p.name);
        }
    }
}
