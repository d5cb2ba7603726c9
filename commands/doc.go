// Package commands is gobot's slash commands, independent of any transport.
//
// A transport (the Discord gateway, the HTTP interactions endpoint or the
// local console, all in package bot) turns an interaction into a Request and
// hands it to a Bot. The Bot answers with a Response: text, embeds, PNG
// files, buttons, and whether the reply is ephemeral or updates the message
// a button was on. Handlers never touch Discord, so every command is tested
// from recorded interaction JSON without a network.
//
// Each command lives in its own file with its discordgo.ApplicationCommand
// definition beside its handler; allCommands lists them, and that one list feeds both
// registration and dispatch.
//
// State lives behind the small interfaces declared in store.go (GameStore,
// InteractionLog, GuildSettings), implemented in memory by store/memory and
// durably by the persistence layer. Commands on one channel's game are
// serialized in the process by a per-channel lock and across processes by
// the store's compare-and-swap on the game's version: the loser of a race
// re-reads the game and re-validates its command, and never overwrites.
//
// User mistakes are userErrors: answered ephemerally with a specific message,
// changing nothing. Any other error is logged and answered with a short
// apology.
package commands
