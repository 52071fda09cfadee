import ArgumentParser

struct CompletionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "completions",
        abstract: "Prints a shell completion script for featuregen.",
        discussion: """
            bash: featuregen completions bash > /usr/local/etc/bash_completion.d/featuregen
            zsh:  featuregen completions zsh > ~/.zsh/completion/_featuregen (a folder in $fpath)
            fish: featuregen completions fish > ~/.config/fish/completions/featuregen.fish
            """
    )

    @Argument(help: "The shell: bash, zsh or fish.")
    var shell: CompletionShell

    /// Accepted as by every command; a completion script depends on no project.
    @OptionGroup var options: ProjectOptions

    func run() {
        options.applyOutputOptions()
        Console.out(Featuregen.completionScript(for: shell), terminator: "")
    }
}

extension CompletionShell: @retroactive ExpressibleByArgument {}
