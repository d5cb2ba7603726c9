// Package bot carries gobot's commands over Discord's transports: the
// gateway (a discordgo session receiving InteractionCreate events), an HTTP
// interactions endpoint for stateless workers behind a load balancer, and a
// local console for trying the bot without Discord. All of them hand
// requests to the same commands.Bot.
//
// Every transport answers within Discord's three seconds: a request the
// commands mark as possibly slow is deferred at once and its answer edited
// in through the REST API; any other request gets its answer, PNG files
// included, in the interaction response itself, unless it overruns a time
// budget, in which case it is deferred too.
package bot
