//! `queens man`: the man page in roff, made by clap_mangen from the same
//! definition the parser uses, with a section per command. It is one
//! page: the list of commands points at their sections in it, not at
//! `queens-count(1)` pages, which clap_mangen's own list names and which
//! nothing writes (issue 49).

use std::process::ExitCode;

use clap::CommandFactory;

use crate::args::Cli;
use crate::output::write_stdout;

pub fn run() -> anyhow::Result<ExitCode> {
    let cli = Cli::command();
    let mut page = Vec::new();
    let man = clap_mangen::Man::new(cli.clone());
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    man.render_options_section(&mut page)?;
    commands_section(&cli, &mut page);
    // Each command's own options and examples, as a subsection.
    for sub in cli.get_subcommands() {
        let name = sub.get_name();
        page.extend_from_slice(format!(".SH \"QUEENS {}\"\n", name.to_uppercase()).as_bytes());
        let mut sub = sub
            .clone()
            .bin_name(format!("queens {name}"))
            .display_name(format!("queens {name}"));
        sub.build();
        let sub_man = clap_mangen::Man::new(sub);
        let mut section = Vec::new();
        sub_man.render_synopsis_section(&mut section)?;
        sub_man.render_options_section(&mut section)?;
        sub_man.render_extra_section(&mut section)?;
        // Subsections of the command's section, not sections of their own.
        let section = String::from_utf8_lossy(&section).replace("\n.SH ", "\n.SS ");
        let section = section
            .strip_prefix(".SH ")
            .map_or(section.clone(), |rest| format!(".SS {rest}"));
        page.extend_from_slice(section.as_bytes());
    }
    man.render_extra_section(&mut page)?;
    man.render_version_section(&mut page)?;
    // clap_mangen heads `after_help` "EXTRA": here it holds the examples
    // and the exit statuses.
    let page = String::from_utf8_lossy(&page)
        .replace(".SH EXTRA", ".SH \"EXAMPLES AND EXIT STATUS\"")
        .replace(".SS EXTRA", ".SS \"EXAMPLES AND EXIT STATUS\"");
    write_stdout(page.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

/// The COMMANDS section: each command, its summary, and the section of
/// this page that has the rest.
fn commands_section(cli: &clap::Command, page: &mut Vec<u8>) {
    page.extend_from_slice(b".SH COMMANDS\n");
    for sub in cli.get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = sub.get_name();
        let about = sub.get_about().map(|a| a.to_string()).unwrap_or_default();
        // roff: a line starting with `.` or `'` is a request, and `\` escapes.
        let about = about.replace('\\', "\\e");
        let about = about
            .strip_prefix(['.', '\''])
            .map_or(about.clone(), |_| format!("\\&{about}"));
        page.extend_from_slice(
            format!(
                ".TP\n\\fBqueens {name}\\fR\n{about} (section QUEENS {})\n",
                name.to_uppercase()
            )
            .as_bytes(),
        );
    }
}
