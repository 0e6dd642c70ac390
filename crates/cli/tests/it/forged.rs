//! Files forged and re-sealed, as a careful forger would (the checksums
//! are CRC-32C, which anyone can recompute): a shard result whose stated
//! figures are not what its unit records add up to is refused by `merge`
//! and by `verify`, and a checkpoint whose fixed boards cannot be those
//! of its total by a resumed `count --unique` and by `verify`, each
//! naming the file and both figures, with nothing on stdout and exit
//! status 1 (a disagreement, as a unit whose recount differs; a file that
//! cannot be read at all is exit 2). Totals are taken only from units.

use crate::common::run;
use crate::long_runs::{edited_shard, shards_by};

fn field(json: &serde_json::Value, path: &str) -> u64 {
    path.split('.')
        .fold(json, |v, k| &v[k])
        .as_u64()
        .unwrap_or_else(|| panic!("{path} in {json}"))
}

#[test]
fn a_raised_total_is_refused_by_merge_and_verify() {
    let dir = tempfile::tempdir().unwrap();
    let files = shards_by(dir.path(), 14, 3, "backtrack");
    let merge = || run(&["merge", &files[0], &files[1], &files[2]]);
    assert_eq!(merge().stdout, "365596\n");
    let text = std::fs::read_to_string(&files[1]).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let (total, units) = (field(&v, "total"), field(&v, "units"));
    // Raised by 8, with its unique count and classes raised to match.
    let raised = edited_shard(
        &text,
        &[
            ("total", &(total + 8).to_string()),
            ("unique", &(field(&v, "unique") + 1).to_string()),
            ("classes.none", &(field(&v, "classes.none") + 1).to_string()),
        ],
    );
    std::fs::write(&files[1], &raised).unwrap();
    let said = format!(
        "error: {}: its total is {}, but its {units} unit records add up to {total}",
        files[1],
        total + 8
    );
    let out = merge();
    assert_eq!((out.code, out.stdout.as_str()), (1, ""), "{}", out.stderr);
    assert_eq!(out.stderr.trim_end(), said);
    let out = run(&["verify", "--progress", "never", &files[1]]);
    assert_eq!((out.code, out.stdout.as_str()), (1, ""), "{}", out.stderr);
    assert_eq!(out.stderr.trim_end(), said);

    // 2^63 solutions in each shard, classes to match: no such count.
    let big = (1u128 << 63).to_string();
    let classes = (1u128 << 60).to_string();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let forged = edited_shard(
            &text,
            &[
                ("total", &big),
                ("unique", &classes),
                ("classes.none", &classes),
                ("classes.rot180", "0"),
                ("classes.rot90", "0"),
            ],
        );
        std::fs::write(f, forged).unwrap();
    }
    let out = merge();
    assert_eq!((out.code, out.stdout.as_str()), (1, ""), "{}", out.stderr);
    assert!(
        out.stderr.starts_with(&format!(
            "error: {}: its total is 9223372036854775808, but its ",
            files[0]
        )),
        "{}",
        out.stderr
    );
    let out = run(&["verify", "--progress", "never", &files[2]]);
    assert_eq!((out.code, out.stdout.as_str()), (1, ""), "{}", out.stderr);
    assert!(
        out.stderr.starts_with(&format!(
            "error: {}: its total is 9223372036854775808, but its ",
            files[2]
        )),
        "{}",
        out.stderr
    );
    // Not a shard result at all: the input's fault, exit 2.
    std::fs::write(&files[0], "{}\n").unwrap();
    assert_eq!(merge().code, 2);
}

#[test]
fn raised_fixed_boards_of_the_join_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let files = shards_by(dir.path(), 14, 2, "join");
    let merge = || run(&["merge", "--unique", &files[0], &files[1]]);
    assert_eq!(merge().stdout, "45752\n");
    // The shard that holds the fixed unit: its half-turn boards, plus 8.
    let (at, text) = files
        .iter()
        .map(|f| std::fs::read_to_string(f).unwrap())
        .enumerate()
        .find(|(_, t)| !t.contains("\"half_turn\":0}"))
        .expect("a shard with the fixed unit");
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let (q, h) = (field(&v, "fixed.quarter_turn"), field(&v, "fixed.half_turn"));
    let forged = edited_shard(&text, &[("fixed.half_turn", &(h + 8).to_string())]);
    std::fs::write(&files[at], forged).unwrap();
    let out = merge();
    assert_eq!((out.code, out.stdout.as_str()), (1, ""), "{}", out.stderr);
    assert_eq!(
        out.stderr.trim_end(),
        format!(
            "error: {}: its fixed boards are {q} fixed by a quarter turn and {} by a half turn, but its {} unit records add up to {q} fixed by a quarter turn and {h} by a half turn",
            files[at],
            h + 8,
            field(&v, "units")
        )
    );
}

#[test]
fn a_checkpoint_whose_fixed_boards_do_not_add_up_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let ckpt = dir.path().join("j.ckpt");
    let ckpt_s = ckpt.to_str().unwrap();
    let count = || {
        run(&[
            "count",
            "12",
            "--method",
            "join",
            "--unique",
            "--progress",
            "never",
            "--checkpoint",
            ckpt_s,
        ])
    };
    assert_eq!(count().stdout, "1787\n");
    // The fixed unit's half-turn boards raised by one, the line re-sealed:
    // its classes would not be whole.
    let text = std::fs::read_to_string(&ckpt).unwrap();
    let header = text.lines().next().unwrap();
    let at = header.find("fingerprint=").unwrap() + "fingerprint=".len();
    let fingerprint = &header[at..at + header[at..].find(' ').unwrap()];
    let forged: Vec<String> = text
        .lines()
        .map(|l| {
            if !l.contains(" label=fixed ") {
                return l.to_string();
            }
            let body = &l[..l.find(" crc=").unwrap()];
            let h: u64 = body
                .rsplit(" rot180=")
                .next()
                .unwrap()
                .split(' ')
                .next()
                .unwrap()
                .parse()
                .unwrap();
            let body = body.replace(&format!(" rot180={h} "), &format!(" rot180={} ", h + 1));
            let crc = nqueens::count::checksum(&body, fingerprint);
            format!("{body} crc={crc}")
        })
        .collect();
    assert_ne!(forged.join("\n") + "\n", text);
    std::fs::write(&ckpt, forged.join("\n") + "\n").unwrap();
    let out = count();
    assert_eq!((out.code, out.stdout.as_str()), (1, ""), "{}", out.stderr);
    // After the line that says the count resumes.
    let last = out.stderr.lines().last().unwrap_or_default();
    assert_eq!(
        last,
        format!(
            "error: {ckpt_s}: the unit records do not add up: 8 boards fixed by a quarter turn and 81 by a half turn cannot be those of 14200 solutions"
        ),
        "{}",
        out.stderr
    );
    let out = run(&["verify", "--progress", "never", ckpt_s]);
    assert_eq!((out.code, out.stdout.as_str()), (1, ""), "{}", out.stderr);
    assert_eq!(
        out.stderr.trim_end(),
        format!(
            "error: {ckpt_s}: the unit records do not add up: 8 boards fixed by a quarter turn and 81 by a half turn cannot be those of 14200 solutions"
        )
    );
}
