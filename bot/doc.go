// Package bot carries gobot's commands over Discord's transports: the
// gateway (a discordgo session receiving InteractionCreate events), an HTTP
// interactions endpoint for stateless workers behind a load balancer, and a
// local console for trying the bot without Discord. All of them hand
// requests to the same commands.Bot.
//
// Reading Discord is this package's job, not the commands': it decodes
// interaction payloads into commands.Request (DecodeInteraction,
// FromInteraction), parses the console's typed command lines
// (ParseCommandLine), and downloads attached files (CDNFetcher from
// Discord's CDN only, FileFetcher for the console), which the commands
// receive through their small commands.Fetcher interface. Package bottest
// builds payloads from recorded Discord interactions for tests and reads
// the multipart bodies gobot sends back.
//
// Every transport answers within Discord's three seconds: a request the
// commands mark as possibly slow is deferred at once and its answer edited
// in through the REST API; any other request gets its answer, PNG files
// included, in the interaction response itself, unless it overruns a time
// budget, in which case it is deferred too. A form (a modal, such as the
// daily puzzle's Answer) is opened as the first answer to a click, and its
// submission comes back as a commands.Request of KindModal.
//
// The Scheduler posts each server's daily puzzle at its hour in its time
// zone, through Discord's REST API or into the console's channels (a
// Poster), opens its discussion thread and replies to the day before's
// post with its answer.
package bot
