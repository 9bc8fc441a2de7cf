// Help.swift · RendershotKit · rendershot's --help texts
// Status: Complete for the commands rendershot has.

/// The usage text of each command.
enum Help {
    static func text(for command: String?) -> String {
        switch command {
        case "list":
            return """
            USAGE: rendershot list

            Prints one scene per line: its name, then what it shows.
            """
        case "render":
            return """
            USAGE: rendershot render NAME... [--size WxH] [--scale N] [--color-scheme light|dark] [--out DIR]

            Renders the named scenes to DIR/NAME.png (default DIR: rendershot-out).
              --size WxH             window size in points (default: the scene's, 390x844)
              --scale N              pixels per point, up to 16 (default: the scene's, 2)
              --color-scheme MODE    light or dark (default: the scene's)
              --out DIR              output directory (created if missing)
            """
        default:
            return """
            USAGE: rendershot [--out DIR]
                   rendershot list
                   rendershot render NAME... [--size WxH] [--scale N] [--color-scheme light|dark] [--out DIR]

            With no command, renders every gallery scene to DIR (default: rendershot-out),
            printing one line per file written.

            Exit status: 0 success, 1 rendering failed, 2 usage error.
            Run 'rendershot COMMAND --help' for a command's options; '--version' prints the version.
            """
        }
    }
}
