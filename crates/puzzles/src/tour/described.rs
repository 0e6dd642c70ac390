//! The knight's tour as a described puzzle: `queens tour N [--closed]
//! [--start R,C]`, the page's tour and Python's `solve_puzzle("tour",
//! …)` from one description. Its answer is the squares in the order the
//! knight visits them, numbered from 1 in reading order, drawn as the
//! board of move numbers.

use std::ops::ControlFlow;

use engine::{
    Approach, Described, Drawn, Example, Kind, Limits, Offer, Page, Param, ParamError, Report, Value,
    Written, check,
};
use serde_json::json;

use super::{KnightsTour, MAX_TOUR_N, Tour};
use crate::error::refused;

/// The largest board the page draws: move numbers up to 256 still fit
/// their squares, and every open tour from 8 to 16 is found within a few
/// hundred steps.
pub const PAGE_MAX_N: usize = 16;

impl KnightsTour {
    /// `tour` or `closed tour`, as the messages name it.
    fn kind(&self) -> &'static str {
        if self.is_closed() { "closed tour" } else { "tour" }
    }

    /// The square numbered `i` from 1 in reading order, if on the board.
    fn numbered(&self, i: i64) -> Option<(usize, usize)> {
        let n = self.n() as i64;
        (1..=n * n)
            .contains(&i)
            .then(|| (((i - 1) / n) as usize, ((i - 1) % n) as usize))
    }
}

impl Described for KnightsTour {
    const NAME: &'static str = "tour";
    const TITLE: &'static str = "Knight's tour";
    const SUMMARY: &'static str = "A knight's tour of an N×N board (Warnsdorff's rule with backtracking).";
    const PARAMS: &'static [Param] = &[
        Param {
            name: "n",
            help: "Board size, 1 to 100.",
            label: "n",
            kind: Kind::Size {
                min: 1,
                max: MAX_TOUR_N,
            },
            default: "5",
            offered: &[],
            written: Written::Positional,
            page: Page {
                own: false,
                within: Some(Kind::Size {
                    min: 1,
                    max: PAGE_MAX_N,
                }),
                own_as: None,
                only_with: None,
            },
        },
        Param {
            name: "start",
            help: "The start square, row and column from 1 [default: 1,1].",
            label: "start",
            kind: Kind::Square { max: MAX_TOUR_N },
            default: "1,1",
            offered: &[],
            written: Written::Optional,
            // A closed tour is a cycle, searched from the centre whatever
            // the start (which only numbers it): the page offers none.
            page: Page {
                own: false,
                within: None,
                own_as: None,
                only_with: Some(("closed", "false")),
            },
        },
        Param {
            name: "closed",
            help: "Ask for a closed tour: the last square a knight's move from the first.",
            label: "tour",
            kind: Kind::Flag,
            default: "false",
            offered: &[Offer::new("false", "open"), Offer::new("true", "closed")],
            written: Written::Option,
            page: Page::OFFERED,
        },
    ];
    const EXAMPLES: &'static [Example] = &[
        Example {
            args: "8",
            stdin: "",
            answers: true,
        },
        Example {
            args: "6 --closed",
            stdin: "",
            answers: true,
        },
        Example {
            args: "5 --start 3,3",
            stdin: "",
            answers: true,
        },
        Example {
            args: "4",
            stdin: "",
            answers: false,
        },
        Example {
            args: "5 --closed",
            stdin: "",
            answers: false,
        },
    ];
    const ANSWERS: &'static str = "tours";
    const APPROACH: Approach = Approach {
        name: "warnsdorff",
        summary: "a knight visits every square once; moves to the square with the fewest onward \
                  moves first (Warnsdorff's rule), backing up when stuck",
        listing: include_str!("../listings/tour.rs"),
    };
    const DRAWS: bool = true;

    fn build(values: &[Value]) -> Result<Self, ParamError> {
        check(Self::PARAMS, values)?;
        let (Value::Size(n), Value::Square(row, col)) = (&values[0], &values[1]) else {
            unreachable!("checked: a size, a square and a flag")
        };
        KnightsTour::new(*n)
            .and_then(|t| t.start(row - 1, col - 1))
            .map(|t| t.closed(values[2].flag()))
            .map_err(|e| refused("start", e))
    }

    fn values(&self) -> Vec<Value> {
        let (row, col) = self.start_square();
        vec![
            Value::Size(self.n()),
            Value::Square(row + 1, col + 1),
            Value::Flag(self.is_closed()),
        ]
    }

    /// The squares in the order visited, numbered from 1 in reading
    /// order; the report adds up every attempt of [`KnightsTour::solve`].
    fn answers(&self, limits: &Limits, mut f: impl FnMut(&[i64]) -> ControlFlow<()>) -> Report {
        let found = self.solve(limits);
        if let Some(tour) = &found.tour {
            let n = self.n();
            let squares: Vec<i64> = tour
                .squares()
                .iter()
                .map(|&(r, c)| (r * n + c + 1) as i64)
                .collect();
            let _ = f(&squares);
        }
        found.report
    }

    fn no_answer(&self) -> String {
        let n = self.n();
        let why = KnightsTour::ruled_out(self).unwrap_or_else(|| {
            if self.is_closed() {
                format!("a complete search of the {n}×{n} board found none")
            } else {
                let (row, col) = self.start_square();
                format!(
                    "a complete search from row {} col {} of the {n}×{n} board found none",
                    row + 1,
                    col + 1
                )
            }
        });
        format!("no {}: {why}", self.kind())
    }

    fn ruled_out(&self) -> Option<String> {
        KnightsTour::ruled_out(self).map(|why| format!("no {}: {why}", self.kind()))
    }

    /// Whether the tour is open or closed (its flag has no row).
    fn rows(&self) -> Vec<(&'static str, Value)> {
        let kind = if self.is_closed() { "closed" } else { "open" };
        vec![("tour", Value::Choice(kind))]
    }

    /// The board of move numbers, in columns as wide as the largest; in
    /// JSON the board, its start (row and column from 1) and whether it
    /// is closed.
    fn draw(&self, answer: &[i64]) -> Option<Drawn> {
        let n = self.n();
        if answer.len() != n * n {
            return None;
        }
        let squares: Vec<(usize, usize)> = answer.iter().map(|&i| self.numbered(i)).collect::<Option<_>>()?;
        let mut seen = vec![false; n * n];
        if squares
            .iter()
            .any(|&(r, c)| std::mem::replace(&mut seen[r * n + c], true))
        {
            return None;
        }
        // The library's board of move numbers, of the tour read back.
        let tour = Tour {
            n,
            squares,
            closed: self.is_closed(),
        };
        let board = tour.grid();
        let width = (n * n).to_string().len();
        let text: String = board
            .iter()
            .map(|line| {
                let cells: Vec<String> = line.iter().map(|m| format!("{m:>width$}")).collect();
                cells.join(" ") + "\n"
            })
            .collect();
        let (row, col) = self.start_square();
        let json = json!({
            "n": n,
            "start": [row + 1, col + 1],
            "closed": self.is_closed(),
            "board": board,
        });
        Some(Drawn {
            text,
            json,
            rows: Vec::new(),
        })
    }

    /// What the page's drawer reads: the start and where the search
    /// starts (a closed tour's square nearest the centre), rows and
    /// columns from 0 as in its trace, and why there is no tour when
    /// that is known without a search.
    fn shown(&self) -> Vec<(&'static str, serde_json::Value)> {
        let square = |(row, col): (usize, usize)| json!({"row": row, "col": col});
        vec![
            ("start", square(self.start_square())),
            ("from", square(self.search_start())),
            ("ruled_out", KnightsTour::ruled_out(self).into()),
        ]
    }
}

#[cfg(test)]
mod tests {
    use engine::{Description, Of};

    use super::*;

    fn values(n: usize, closed: bool, row: usize, col: usize) -> Vec<Value> {
        vec![Value::Size(n), Value::Square(row, col), Value::Flag(closed)]
    }

    /// The answer is a tour from the start (a closed one back to it),
    /// and its drawing numbers the moves.
    #[test]
    fn the_answer_is_a_tour_drawn_as_move_numbers() {
        let tour = Of::<KnightsTour>::NEW;
        for (n, closed, row, col) in [
            (5, false, 1, 1),
            (6, true, 2, 3),
            (8, false, 4, 5),
            (1, false, 1, 1),
        ] {
            let v = values(n, closed, row, col);
            let mut found = Vec::new();
            tour.answers(&v, &Limits::none(), &mut |a| {
                found.push(a.to_vec());
                ControlFlow::Continue(())
            })
            .unwrap();
            let [squares] = found.as_slice() else {
                panic!("one tour: {found:?}")
            };
            let at = |i: i64| (((i - 1) / n as i64), ((i - 1) % n as i64));
            assert_eq!(at(squares[0]), ((row - 1) as i64, (col - 1) as i64));
            let knight = |a: (i64, i64), b: (i64, i64)| {
                let d = ((a.0 - b.0).abs(), (a.1 - b.1).abs());
                d == (1, 2) || d == (2, 1)
            };
            for pair in squares.windows(2) {
                assert!(knight(at(pair[0]), at(pair[1])), "{n}: {pair:?}");
            }
            if closed {
                assert!(knight(at(squares[0]), at(*squares.last().unwrap())));
            }
            let drawn = tour.draw(&v, squares).unwrap().unwrap();
            assert_eq!(drawn.json["board"][row - 1][col - 1], 1);
            assert_eq!(drawn.text.lines().count(), n);
            assert_eq!(drawn.json["start"], json!([row, col]));
        }
    }

    #[test]
    fn no_tour_says_why() {
        let tour = Of::<KnightsTour>::NEW;
        let ruled = tour.ruled_out(&values(5, true, 1, 1)).unwrap().unwrap();
        assert!(
            ruled.starts_with("no closed tour: a closed tour alternates colors"),
            "{ruled}"
        );
        assert_eq!(tour.ruled_out(&values(4, false, 1, 1)).unwrap(), None);
        let (_, why) = tour
            .answers(&values(4, false, 2, 2), &Limits::none(), &mut |_| {
                ControlFlow::Continue(())
            })
            .unwrap();
        assert_eq!(
            why.as_deref(),
            Some("no tour: a complete search from row 2 col 2 of the 4×4 board found none")
        );
    }

    #[test]
    fn a_start_off_the_board_is_refused_in_its_words() {
        let tour = Of::<KnightsTour>::NEW;
        let e = tour.check(&values(5, false, 6, 1)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the start row 6 col 1 is off the 5×5 board (rows and columns 1 to 5)"
        );
        let e = KnightsTour::PARAMS[1].read("0,1", &[Value::Size(5)]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "start must be a square as R,C, its row and column from 1 (like 1,1), got '0,1'"
        );
    }

    /// Every reason a move is refused for has its line in the listing
    /// (the page's generic check sees only those its small boards meet).
    #[test]
    fn every_refusal_has_a_line_in_the_listing() {
        use super::super::TourReject;
        let listing = KnightsTour::APPROACH.listing;
        for reason in [
            TourReject::NoWayOn,
            TourReject::CutsOff(0, 0),
            TourReject::ClosesOff,
            TourReject::NotClosing,
        ] {
            let mark = format!("//@ reject.{}", reason.name());
            assert!(listing.contains(&mark), "no line for {}", reason.name());
        }
    }
}
