// Package commands is gobot's slash commands, independent of any transport.
//
// A transport (the Discord gateway, the HTTP interactions endpoint or the
// local console, all in package bot) turns an interaction into a Request and
// hands it to a Bot. The Bot answers with a Response: text, embeds, PNG
// files, buttons, and whether the reply is ephemeral or updates the message
// a button was on. Handlers never touch Discord: no JSON of interactions,
// no console parsing, no HTTP. Attached files arrive through the Fetcher the
// transport provides. The tests fill their requests into recorded
// interaction JSON (bot/bottest) and decode them as the transports do, so
// every command is tested from what Discord sends, without a network.
//
// Each command lives in its own file with its discordgo.ApplicationCommand
// definition beside its handler; allCommands lists them, and that one list
// feeds both registration and dispatch.
//
// The channel games are package match's: a handler turns its request into
// a step of match.Service (Challenge, Play, Toggle, ...), and the step's
// result into the reply, its refusals (match.RuleError) and the stores'
// errors into words (refusal.go). The state lives behind match's store
// interfaces (match.Stores), implemented in memory and durably by package
// store; New wraps them so that the apology for a failure can say whether
// a write was sent (saving.go), and a repeated delivery of an interaction
// is answered without being applied twice (handled.go).
//
// User mistakes are userErrors: answered ephemerally with a specific
// message, changing nothing. Any other error is logged and answered with a
// short apology.
package commands
