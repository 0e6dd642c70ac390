//! Queens with regions: the solver against a plain backtracking oracle
//! written here from the rules alone, the community levels against the
//! counts their authors recorded, and the generator and rater.

use std::time::Instant;

use proptest::prelude::*;
use puzzles::regions::{self, Level, Regions, Stars};

/// The oracle: row by row, every set of K columns in each row, checked
/// against the columns, regions and the row above; it shares nothing with
/// the library's propagation.
fn oracle(map: &[Vec<usize>], k: usize, limit: u64) -> (u64, Vec<Vec<usize>>) {
    let n = map.len();
    let mut rows: Vec<Vec<usize>> = vec![];
    let mut cols = vec![0; n];
    let mut regs = vec![0; n];
    let mut count = 0;
    let mut first = vec![];
    fn choose(n: usize, k: usize, from: usize) -> Vec<Vec<usize>> {
        if k == 0 {
            return vec![vec![]];
        }
        (from..n)
            .flat_map(|c| {
                choose(n, k - 1, c + 2).into_iter().map(move |mut rest| {
                    rest.insert(0, c);
                    rest
                })
            })
            .collect()
    }
    let options = choose(n, k, 0);
    #[allow(clippy::too_many_arguments)]
    fn go(
        map: &[Vec<usize>],
        k: usize,
        limit: u64,
        options: &[Vec<usize>],
        rows: &mut Vec<Vec<usize>>,
        cols: &mut [usize],
        regs: &mut [usize],
        count: &mut u64,
        first: &mut Vec<Vec<usize>>,
    ) {
        let r = rows.len();
        if r == map.len() {
            if regs.iter().all(|&x| x == k) && cols.iter().all(|&x| x == k) {
                if *count == 0 {
                    *first = rows.clone();
                }
                *count += 1;
            }
            return;
        }
        for opt in options {
            let touches = r > 0
                && opt
                    .iter()
                    .any(|&c| rows[r - 1].iter().any(|&p| p.abs_diff(c) <= 1));
            let over = opt.iter().any(|&c| cols[c] == k) || {
                let mut extra = vec![0; map.len()];
                opt.iter().any(|&c| {
                    extra[map[r][c]] += 1;
                    regs[map[r][c]] + extra[map[r][c]] > k
                })
            };
            if touches || over {
                continue;
            }
            for &c in opt {
                cols[c] += 1;
                regs[map[r][c]] += 1;
            }
            rows.push(opt.clone());
            go(map, k, limit, options, rows, cols, regs, count, first);
            rows.pop();
            for &c in opt {
                cols[c] -= 1;
                regs[map[r][c]] -= 1;
            }
            if *count >= limit {
                return;
            }
        }
    }
    go(
        map, k, limit, &options, &mut rows, &mut cols, &mut regs, &mut count, &mut first,
    );
    (count, first)
}

fn map_of(p: &Regions) -> Vec<Vec<usize>> {
    let n = p.size();
    (0..n).map(|r| (0..n).map(|c| p.region(r, c)).collect()).collect()
}

fn puzzle_of(map: &[Vec<usize>], k: usize) -> Regions {
    let sym: Vec<char> = regions::SYMBOLS.chars().collect();
    let text: Vec<String> = map
        .iter()
        .map(|row| row.iter().map(|&g| sym[g]).collect())
        .collect();
    Regions::parse_one(&text.join("/"), k).unwrap()
}

/// A map of side n whose n regions are all used: random cells, then n
/// random cells given the regions 0..n.
fn random_map(n: usize, seed: &[usize]) -> Vec<Vec<usize>> {
    let mut cells: Vec<usize> = (0..n * n)
        .map(|i| seed[i % seed.len()].wrapping_mul(i + 7) % n)
        .collect();
    for g in 0..n {
        let at = seed[(g * 3) % seed.len()].wrapping_add(g * 11) % (n * n);
        cells[at] = g;
    }
    let mut used = vec![false; n];
    cells.iter().for_each(|&g| used[g] = true);
    for (g, _) in used.iter().enumerate().filter(|(_, u)| !**u) {
        cells[g] = g;
    }
    cells.chunks(n).map(|r| r.to_vec()).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn counts_agree_with_the_oracle(n in 4usize..8, seed in proptest::collection::vec(0usize..1000, 5..20)) {
        let map = random_map(n, &seed);
        let mut distinct = map.concat();
        distinct.sort();
        distinct.dedup();
        prop_assume!(distinct.len() == n);
        let p = puzzle_of(&map, 1);
        let (want, _) = oracle(&map_of(&p), 1, u64::MAX);
        let found = p.search(u64::MAX, usize::MAX);
        prop_assert_eq!(found.count, want);
        for s in &found.solutions {
            prop_assert_eq!(p.check(s), Ok(()));
        }
        prop_assert_eq!(p.count(2), want.min(2));
    }
}

#[test]
fn star_battle_two_stars_size_ten() {
    // A map grown by hand from a planted 2-star placement: bands of
    // regions, each two rows tall in its stripe.
    let text = "AAAAABBBBB/AACCABBDDB/CCCCCDDDDD/CEECCDFFDD/EEEEEFFFFF/EGGEEFHHFF/GGGGGHHHHH/GIIGGHJJHH/IIIIIJJJJJ/IIIIIJJJJJ";
    let p = Regions::parse_one(text, 2).unwrap();
    let (want, first) = oracle(&map_of(&p), 2, u64::MAX);
    assert!(want > 0, "the map has solutions");
    assert_eq!(p.count(u64::MAX), want);
    let s = p.solve().expect("it solves");
    assert_eq!(p.check(&s), Ok(()));
    let oracle_first = Stars(
        first
            .iter()
            .map(|cs| cs.iter().fold(0u64, |m, &c| m | 1 << c))
            .collect(),
    );
    assert_eq!(p.check(&oracle_first), Ok(()));
    println!("2-star 10×10: {want} solutions");
}

#[test]
fn every_community_level_counts_as_recorded() {
    let text = include_str!("levels.txt");
    let start = Instant::now();
    let mut levels = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (map, note) = line.split_once('#').expect("each level has its note");
        let want: u64 = note
            .split(": ")
            .nth(1)
            .and_then(|s| s.split(' ').next())
            .unwrap()
            .parse()
            .unwrap();
        let p = Regions::parse_one(map, 1).unwrap();
        assert_eq!(p.count(u64::MAX), want, "{}", note.trim());
        levels += 1;
    }
    assert_eq!(levels, 480);
    // A figure, not an assertion: the time depends on the machine.
    println!("counted {levels} community levels in {:?}", start.elapsed());
}

#[test]
fn the_small_community_levels_agree_with_the_oracle() {
    let text = include_str!("levels.txt");
    for line in text.lines().filter(|l| !l.starts_with('#')).take(60) {
        let map = line.split('#').next().unwrap().trim();
        let p = Regions::parse_one(map, 1).unwrap();
        if p.size() <= 9 {
            assert_eq!(oracle(&map_of(&p), 1, 3).0, p.count(3), "{line}");
        }
    }
}

/// Whether each region of a puzzle is one piece (by sides).
fn connected(p: &Regions) -> bool {
    let n = p.size();
    (0..n).all(|g| {
        let cells: Vec<(usize, usize)> = (0..n * n)
            .map(|i| (i / n, i % n))
            .filter(|&(r, c)| p.region(r, c) == g)
            .collect();
        let mut seen = vec![cells[0]];
        let mut i = 0;
        while i < seen.len() {
            let (r, c) = seen[i];
            for &(rr, cc) in &cells {
                if r.abs_diff(rr) + c.abs_diff(cc) == 1 && !seen.contains(&(rr, cc)) {
                    seen.push((rr, cc));
                }
            }
            i += 1;
        }
        seen.len() == cells.len()
    })
}

#[test]
fn generated_puzzles_are_unique_connected_and_rated_across_levels() {
    let mut times = vec![];
    let mut levels = std::collections::BTreeMap::new();
    for i in 0..100u64 {
        let n = 8 + (i % 3) as usize;
        let start = Instant::now();
        let g = regions::generate(n, i).unwrap();
        times.push(start.elapsed());
        assert_eq!(
            oracle(&map_of(&g.puzzle), 1, 2).0,
            1,
            "seed {i}: {}",
            g.puzzle.line()
        );
        assert_eq!(g.puzzle.check(&g.solution), Ok(()));
        assert!(connected(&g.puzzle), "seed {i}: {}", g.puzzle.line());
        *levels.entry(regions::rate(&g.puzzle).level).or_insert(0) += 1;
    }
    times.sort();
    println!(
        "100 puzzles of size 8-10: median {:?}, levels {levels:?}",
        times[50]
    );
    assert!(levels.len() >= 3, "{levels:?}");
}

#[test]
fn hints_solve_an_easy_puzzle_to_the_end() {
    let easy = (0..200)
        .map(|seed| regions::generate(8, seed).unwrap())
        .find(|g| regions::rate(&g.puzzle).level == Level::Easy)
        .expect("an easy puzzle among 200");
    let p = &easy.puzzle;
    let mut stars = Stars(vec![0; p.size()]);
    // Singles alone solve an easy puzzle, so the stars carry all the
    // progress from one hint to the next; each places one at least.
    for _ in 0..p.size() {
        let d = regions::hint(p, Some(&stars)).expect("a deduction while unsolved");
        assert_eq!(d.technique, regions::Technique::Single);
        assert!(!d.say(regions::Lang::Vi).is_empty());
        for &(r, c) in &d.place {
            stars.0[r] |= 1 << c;
        }
    }
    assert_eq!(stars, easy.solution);
    assert_eq!(regions::hint(p, Some(&stars)), None);
}
