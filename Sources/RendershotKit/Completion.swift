// Completion.swift · RendershotKit · `rendershot completion bash|zsh|fish`: shell completion scripts
// Status: Complete.
//
// The scripts are generated from the same tables the parser checks (`Invocation.options`,
// `Invocation.commandNames`) and from the scene list of the executable that prints them, so
// they complete exactly what that executable accepts: commands first, then the command's
// options, and scene names after `render` and `animate`. Install them as each shell expects:
//
//   bash: rendershot completion bash > ~/.local/share/bash-completion/completions/rendershot
//   zsh:  rendershot completion zsh > "${fpath[1]}/_rendershot"
//   fish: rendershot completion fish > ~/.config/fish/completions/rendershot.fish

/// The completion scripts of rendershot.
enum Completion {
    static let shells = ["bash", "zsh", "fish"]

    /// The script for `shell` (one of `shells`) over `sceneNames`, completing the command
    /// `program` (the executable's name: `rendershot`, or your own scenes' executable).
    static func script(for shell: String, sceneNames: [String], program: String) -> String {
        let commands = Invocation.commandNames
        let perCommand = commands.map { command -> (String, [String]) in
            let options = Invocation.options[command] ?? []
            let words = (command == "render" || command == "animate" ? sceneNames : [])
                + options + (command == "completion" ? shells : []) + (command == "help" ? commands : [])
            return (command, words + ["--help", "--quiet"])
        }
        // Shell function names take letters, digits and underscores.
        let function = String(program.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        let top = commands + (Invocation.options["rendershot"] ?? []) + ["--help", "--version", "--quiet"]
        switch shell {
        case "bash":
            let cases = perCommand.map { "        \($0.0)) words=\"\($0.1.joined(separator: " "))\" ;;" }
            return """
            # bash completion for \(program) (made by '\(program) completion bash')
            _\(function)() {
                local current=${COMP_WORDS[COMP_CWORD]} words
                if [[ $COMP_CWORD -eq 1 ]]; then
                    words="\(top.joined(separator: " "))"
                else
                    case ${COMP_WORDS[1]} in
            \(cases.joined(separator: "\n"))
                    *) words="\((Invocation.options["rendershot"] ?? []).joined(separator: " "))" ;;
                    esac
                fi
                COMPREPLY=($(compgen -W "$words" -- "$current"))
            }
            complete -o default -F _\(function) \(program)
            """
        case "zsh":
            let cases = perCommand.map { "    \($0.0)) candidates=(\($0.1.joined(separator: " "))) ;;" }
            return """
            #compdef \(program)
            # zsh completion for \(program) (made by '\(program) completion zsh')
            _\(function)() {
              local -a candidates
              if (( CURRENT == 2 )); then
                candidates=(\(top.joined(separator: " ")))
              else
                case $words[2] in
            \(cases.joined(separator: "\n"))
                *) candidates=(\((Invocation.options["rendershot"] ?? []).joined(separator: " "))) ;;
                esac
              fi
              _files
              compadd -- $candidates
            }
            _\(function) "$@"
            """
        default:
            var lines = ["# fish completion for \(program) (made by '\(program) completion fish')",
                         "complete -c \(program) -n '__fish_use_subcommand' -f -a '\(commands.joined(separator: " "))'"]
            for option in (Invocation.options["rendershot"] ?? []) + ["--help", "--version", "--quiet"] {
                lines.append("complete -c \(program) -n '__fish_use_subcommand' -l \(option.dropFirst(2))")
            }
            for (command, words) in perCommand {
                let condition = "-n '__fish_seen_subcommand_from \(command)'"
                let arguments = words.filter { !$0.hasPrefix("--") }
                if !arguments.isEmpty {
                    lines.append("complete -c \(program) \(condition) -f -a '\(arguments.joined(separator: " "))'")
                }
                for option in words where option.hasPrefix("--") {
                    lines.append("complete -c \(program) \(condition) -l \(option.dropFirst(2))")
                }
            }
            return lines.joined(separator: "\n")
        }
    }
}
