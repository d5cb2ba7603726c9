// Package core is gobot's Go engine: point sets, the board and its rules,
// the game tree, and the static analysis that says which groups live.
//
// # Sources
//
// The algorithms follow the documents in the project's seeds:
//
//   - "Useful Algorithms" (seed 000): the point-set operations &, |, -, ~,
//     Border, Grow, Shrink, Any, Empty; chains found by growth or, on the
//     board, by incremental merging; liberties as X.Border − Y.
//   - "A Graph Theory Explanation" (seed 001): a game is (current board, set
//     of past boards, prisoners); lifting looks only at the chains next to
//     the stone just played, then at the played chain.
//   - Sensei's Library, Benson's algorithm (seed 002).
//   - K. Nakamura, "Static analysis based on formal models and incremental
//     computation in Go programming" (seed 003).
//   - Wikibooks, "Computer Go/Recognizing Illegal Moves" (seed 004): a move
//     is legal if the point is empty, it is not a ko recapture and it is not
//     suicide; it is not suicide if a neighbour is empty, a friendly
//     neighbour chain has another liberty, or an enemy neighbour chain is in
//     atari.
//
// # Decisions
//
// Where the sources are silent or garbled, gobot decides as follows.
//
// Points and sets. Every board uses one 27×27 mailbox layout, so a Point is
// the same small integer on every board size and a PointSet is a fixed
// 12-word bitset in which Nakamura's shifts (§2.1) are one-bit and 27-bit
// shifts. Rows count from the bottom, as in GTP, so Point.String is the GTP
// vertex on any board. The zero Point is NoPoint; a pass is a kind of Move,
// not a coordinate.
//
// Liberties. Chains keep pseudo-liberties (one per stone–empty-neighbour
// pair) with the sum and sum of squares of the liberty indexes. That makes
// merging O(1) and atari detection exact (a chain has exactly one liberty
// when n·Σp² = (Σp)²), which is all seed 004's legality test needs. Exact
// liberty counts are computed from the chain on demand. Tests compare all of
// this with a from-scratch recomputation after every move of random games.
//
// Suicide. Rule sets that allow suicide (New Zealand, Tromp-Taylor) allow
// it for any chain, a single stone included, and leave the rest to their
// ko rule, as their texts do. A single-stone suicide leaves the board as
// it was (the opponent gets the stone as a prisoner). Under Tromp-Taylor's
// positional superko that repeats the position, so it is refused with
// ErrSuperko. New Zealand rules forbid a play whose "resulting board
// position" repeats "the whole board position as it was after any of that
// player's previous moves": situational superko. The history holds, after
// each move (or pass) of a player, the board with the opponent to move, so
// a single-stone suicide by c, which gives the present board with c's
// opponent to move, is refused exactly when that board followed one of c's
// own moves (for instance when the opponent has just passed) and is
// otherwise legal: it acts on the board like a pass, but it is not a pass
// (two passes end a game; suicides do not). A position made by a setup
// (AB, AW, AE) is recorded with either player to move, since a setup does
// not say who moves next, so a suicide straight after a setup repeats.
// With simple ko and suicide allowed (no preset) a single-stone suicide is
// legal. Random play (PlayRandom, genmove) never plays a suicide.
//
// Ko. Simple ko forbids the immediate single-stone recapture. The superko
// rules keep the Zobrist hash of every position since the start of the game
// (seed 001's set S); situational superko folds the player to move into the
// key. An immediate ko recapture is reported as ErrKo under every rule set,
// being the more helpful message.
//
// Navigation. A Game keeps the path from the root to the cursor as a
// stack of steps that remember what each node changed (navigate.go): a
// step down plays one node onto the board, a step up restores the colours
// the nodes changed and rebuilds only the chains around them
// (Board.recolor), and the ko, prisoners and superko history come back
// from the step. Moving the cursor so costs the distance travelled in the
// tree, never a replay from the root, and a record of 200,000 nodes (the
// SGF limit) loads in linear time. Setup stones use the same local
// rebuild.
//
// Benson (seeds 000, 002). Pass-alive chains are found on sets of chains
// by elimination, as in Benson's paper and seed 000's loop, never one
// chain at a time (the circularity seed 002 discusses). A region is safe
// when every chain bordering it is pass-alive and none of its empty points
// is interior to it (seed 000's Shrink test), so every empty point touches
// a living chain: the owner can fill any of them without ever being short
// of liberties, and the opponent can never make an eye there. Opponent
// stones in a safe region are unconditionally dead and its empty points
// are pass-alive territory; this matches the meaning of GNU Go's
// unconditional_status, whose words (alive, dead, black_territory,
// white_territory, undecided) UnconditionalStatus.String returns.
//
// Benson with suicide. Benson's proof needs suicide to be forbidden: the
// attacker could otherwise suicide the stones he has in a region and so
// empty points that are no liberties of the chain (seed 002's last
// example). Under rules that allow suicide Benson runs with stricter
// tests rather than refusing: a region is healthy for a chain only when
// every point of it, stone or empty, is adjacent to the chain, and safe
// only when no point of it is interior. The proof then goes through again
// (the attacker can empty his own points, but every such point is a
// liberty), so the result is still a proof, only a more cautious one;
// BensonResult.SuicideRules reports which tests were used.
//
// Euler counts (Nakamura §4). Linked groups join stones by adjacent and
// diagonal links; of the two diagonals of a full 2×2 square one counts,
// and a closed loop is a triangle (one per 2×2 square with three stones,
// two per full square) or a triangle of two neighbouring edge stones with
// the earth. The earth is one vertex however many edge stones link to it.
// The formula then counts the 4-connected components of the points
// outside the group less one, the outside; when the group holds the whole
// edge there is no outside and the formula alone would count one region
// too few, so EulerRegions adds it back. EnclosedRegions, which locates
// the regions (§4.3 notes the count does not), takes as the outside the
// component reaching the edge for a group off the edge, and the largest
// component for a group on the edge.
//
// Incremental Euler counts (§4.2). The seed's edge rule ("E(p) − 1 if the
// group is earthed and the left and right neighbours are empty, otherwise
// E(p) − 2") is garbled; gobot uses one rule for the centre, the edge and
// the corner instead: in the circular sequence of p's neighbours the
// points off the board collapse into one element, the earth, which counts
// as a stone of the group when a group next to p is already on the edge.
// E(p) is the number of runs of non-group elements holding an orthogonal
// neighbour (the earth counts as one), and the count changes by E(p) − k
// where k is the number of linked groups the stone joins, all groups on
// the edge counting as one (they are joined through the earth). With one
// group this is the seed's E(p) − 1. The figures of §4 are lost from the
// seed's text, but the numbers it gives for them are not: the tests
// build groups with exactly Figure 4's (16 − 12 − 4 + 1 = 1, then 19 −
// 13 − 5 + 1 = 2 with A, where E(A) = 2) and Figure 5's (11 − 8 − 3 + 1
// = 1, then 13 − 9 − 3 + 1 = 2), check Figure 7 (c)'s "one if the group
// is earthed, zero otherwise" and the corner, and check E(p) − 1 against
// the full formula for every pattern of neighbours in the centre, on the
// edge and in the corner.
// Captures, which §4.2 does not treat, recount the groups that lost
// stones with the full formula. Property tests check formula, increment
// and a flood fill against each other on random sets and games.
//
// False eyes (§4.3). "Three or more connecting links" is read as: the
// diagonal links between the blocks, plus one link through the earth for
// each block on the edge. For any number of blocks around a one-point
// region the rule becomes: the region is a real eye when its blocks stay
// connected once the links around the point itself are removed.
//
// Euler counts in the analysis (§4). Each Group of an Analysis carries
// Regions, the seed's count of its eye candidates: the regions its linked
// groups enclose by the formula, less the one-point ones that are false
// by the rule above among the living stones. The count decides where to
// look (§4.3: it does not locate the regions): only the one-point
// regions of a linked group that encloses something are sought. The
// eye values and statuses come from the closed c-regions, for two
// reasons. First, a region a linked group encloses that holds no living
// stone is bordered by that linked group alone, so it is a closed
// c-region the group borders: the c-regions see every eye the count
// sees (TestAnalysisConsistent checks this on random positions), and
// they locate it and say what it holds, which the count cannot.
// Second, they also see what no linked group's count includes: a region
// that several linked groups close together (two walls joined through
// the earth) or that surrounds a friendly stone, and a region counted
// by Euler that holds living opponent stones is no eye until they die
// (the rounds). Where the two views differ the c-regions are the right
// one, so the count stays a cross-check; Group.Regions and GTP's gobot-eyes
// ("eyes/regions") show it beside the eye count. The one-point rule of
// §4.3 is used in both: the engine calls it among the living stones,
// so dead stones link nothing. The Analysis is computed per position,
// so it uses the formula; EulerCounter keeps the counts move by move
// for callers that follow a game.
//
// Eye space (Nakamura §3.2, Table 1). The table's garbled definitions are
// read as: max_liberties is the most empty neighbours of one opponent
// stone in R (the text's "p ∈ E" is a slip), the total liberties are
// |exterior(B ∩ R) ∩ E|, and the outer liberties are the enclosing
// group's liberties outside R. Table 1's features (with the edge and
// corner counts) settle every empty region of up to seven points except
// four pairs of corner and seven-point shapes; two more numbers of the
// same kind, the points of R with one neighbour in R (Ends) and the most
// points of R on one side of the board (MaxEdgeSide), separate them.
// Figure 3's prisoner shapes are the bulky five; in the centre its five
// features settle all twelve placements of two or three prisoners (the
// search finds Figure 3 (e) with one outer liberty to be {L|S}: the owner
// squashes only if he starts; gobot follows the search). Where the
// features do not settle a region (prisoners elsewhere, or eight points)
// ClassifyRegion searches it exhaustively: one enclosing group holding
// every point next to the region, outer liberties the attacker may fill
// (more than four count as four), no suicide, positional superko over the
// line, and ko decided by running the search with each side as ko master
// ({L|K}: the owner needs to win a ko when the opponent starts). Regions
// of more than eight points are not classified. An outcome is worth L 2,
// S 2 (a seki lives), K 1.5 and O 1 eyes, and a class the mean of its two
// outcomes, so {L|L} 2, {L|O} 1.5, {O|O} 1, {L|K} 1.75, {K|O} 1.25.
// The classes, by features or by search, assume one wall: the features
// settle a region only when one group encloses it (every point next to
// it is the group's, and the board outside it is connected: it neither
// surrounds a point nor cuts a small board in two, EyeSpace.Enclosed)
// and it touches at most two sides of the board. A region that is not
// simply connected because it wraps around stones of the group itself
// (A1 A2 B2 C2 C1 around a stone on B1), or that cuts a small board in
// two with the group's stones on both sides, has one wall and holes:
// ClassifyRegion searches it with the holes' stones in it as defender
// stones (regionHoles), which are chains of their own there, not joined
// to the wall, so the opponent may capture them, and the largest part
// of the wall keeps the outer liberties. Nakamura's features have no
// rule for such regions, and before this gobot left them unclassified,
// which called the A1 group of a GNU Go game dead with its two eyes. A
// region with an empty point or an opponent stone outside the wall's
// largest part (two walls) is not classified. Tests compare the feature
// rules with the search on every shape up to seven points in the centre,
// on the edge and in the corner with 0 to 4 outer liberties, and on
// every region of up to seven points touching two sides of a board of 2
// to 6 lines; they compare the search with a second search played on
// real Boards on every shape up to seven points (0 and 1 outer
// liberties, and both sides of every number at which the class changes;
// six and seven points only without -short), and with itself run without
// its memo on every shape up to six points with 0 to 4 outer liberties
// (five with -short): the memo's graph-history caveat changes no answer
// there. Seven points are out of reach without the memo.
//
// Electric charge (Nakamura §5). Each stone gives each point at
// Manhattan distance 0 < d < 8 the potential 1/d, so a stone's own point
// gets nothing from it (Figure 11(a) shows 0.0 there); black and white
// potentials are kept apart. Mirror images: Figure 9 is lost, so a stone
// on the first five lines (fewer than 5 lines from the edge, §5.1) is
// reflected across a mirror half a line beyond that edge: the image of a
// first-line stone is one line off the board, that of a fifth-line stone
// five lines off. Near a corner the stone also has the image across both
// edges. Images charge the board like stones. Shadows: Figure 10 (the
// values added to the distance) is lost, so gobot designs its own table,
// pictured in TestShadowPicture. Stones are discs of radius ½; a point u
// is behind a stone v (both seen from the source) when u·v > v·v and u is
// farther in Manhattan distance; it is in the umbra (distance + 2) when
// the ray from the source to it passes within ½ of v's centre and in the
// penumbra (+1) within ¾. Images cast shadows as the stones they mirror
// (the board is reflected with the image), but no stone shadows its own
// image. The shadows of several stones add up: the potential is
// 1/(d + Σ shadows), the definition of §5. The §5.1 approximation
// (subtracting each shadow's decrement separately) is not needed, because
// the incremental update recomputes exactly the source–point pairs whose
// shadows a move changes, so it equals a full computation up to rounding
// (tests require 1e-9). SameColorShadows lets only stones of the source's
// colour cast shadows, AllShadows every stone.
//
// Groups and territories (§5.2). Group points use AllShadows, as §5.2
// says, with v1 = 1.0 and v2 = 0.55 and a slack of 1e-9 so that rounding
// cannot flip a point whose potential is exactly 1. The 4-connected sets
// of group points that hold stones are the groups and their territories;
// sets without a stone are influence without a group and are dropped.
// Sets whose stones touch diagonally (kosumi, §5.2 step 3) are unified,
// except across a crosscut (both shared neighbours hold opponent stones),
// where the stones are cut, not linked. Territories and the status
// engine share this one implementation; the engine passes the position
// with its dead stones lifted, so only living stones make a crosscut.
//
// Same-colour shadows (§5). The analysis reads only AllShadows. §5 says
// the SameColorShadows distribution "is intended to be used for
// estimating the strength of the groups, although the use is not shown
// in this paper": the seed gives no rule that turns it into a strength,
// and the status engine measures strength by what the seeds do define
// (Benson, the eyes of closed regions and their classes, capturing
// races, and the room of a group's §5.2 area). A rule of gobot's own
// invention would have nothing to be checked against, and computing the
// second distribution would add its cost to every analysis for a number
// nothing reads, so the engine computes AllShadows only. NewInfluence
// computes both, for callers and for the tests of §5.
//
// Status and dead stones (issue 3 item 6; the seeds give the parts, not
// the whole). AnalyzeBoard decides statuses in rounds. Each round: the
// c-regions of seed 000 (maximal sets of points without a living c stone)
// are closed when every opponent stone in them is dead; a closed region
// is worth 1 eye with one point (0 when false by §4.3), its class's eye
// value with two to eight points (§3.2, ClassifyRegion), 2 when larger.
// Groups in the broad sense (§3.1) join chains that border one closed
// region, touch by a kosumi with both crossing points free of living
// opponent stones, or share two liberties. A group is PassAlive when all
// its chains are (Benson), Alive with two eyes or more (Seki when an
// eye-space class is {S|S}). A group short of two eyes is enclosed when
// the §5.2 groups of its colour that its stones stand in (connected sets
// of group points unified across kosumi, Territories; the potentials of
// the position with the dead stones lifted, updated by §5.1 as they die)
// hold fewer than eight open points together and no friend that lives
// on its own, and the opponent's potential under it is strong: at least
// v1 = 1.0 (the §5.2 bar for a group point) on at least half of its
// stones' points. The room alone calls every new stone enclosed (a lone
// stone's group points are its four neighbours); a stone with no
// opponent stone near it is not enclosed, whatever its room. (Lifting
// the group from the potentials and asking for the opponent's group
// points there, lead included, gave the same agreement with GNU Go on the
// corpus at twice the analysis's cost.) All of them count, not only the one around the group's
// first stone: the links that join a group's chains (a kosumi whose
// crossing points are free, two shared liberties, a closed region) need
// not be group points, so its stones may stand in several. Enclosed
// groups race the enclosed opponent groups they touch by counting
// liberties (outside ones, plus the shared ones for the side that alone
// has an eye): no outside liberty on either side with two shared ones
// (one when both have an eye) is Seki; a win or an even race is
// Unsettled; otherwise the group is Dead, or Unsettled with 1.5 eyes. A
// group that is not enclosed is Alive with an eye or three liberties,
// Unsettled otherwise. Dead stones are lifted and the next round runs,
// until no more die; of two dying groups the one holding the other in a
// smaller region waits a round, so that the inner one dies first. After
// the rounds a dead group is revived when, with all the dead stones
// lifted, its stones lie in the territory of one §5.2 group of its own
// colour: it stands in its own territory, joined to a living group (a
// stone can die in a round before the opponent stones that made it look
// enclosed).
// Benson's unconditionally dead stones are dead from the start and never
// revived. The score counts the position with the dead stones lifted
// (CountScore; under territory scoring every dead stone is the
// opponent's prisoner wherever it stands, as in Japanese and AGA
// territory practice, and its point is territory only inside one side's
// region), and, because in the middle of a game nearly every region
// still touches both sides and that count leaves it neutral, the points it
// leaves neutral go to the side whose territory holds them by §5.2 (its
// group points with the dead lifted, and not the other side's): the seed
// defines territories this way, and an estimate that says 0–0 until the
// borders close would tell players nothing. Conversely a region the count
// gives to one side keeps it in the estimate only when at least half of
// it is that side's §5.2 area; otherwise only its points in that area are
// the side's (the count gives one stone on an empty board every point).
// Under territory scoring the eyes of groups in seki are nobody's
// (Japanese rules, Article 8): CountScoreSeki, which the estimate and
// WithDead use with the groups the analysis finds in seki, leaves every
// region next to a seki stone neutral, even when one side alone borders
// it; under area scoring those eyes count. Analysis.WithDead, the count
// the players agree at the end, stays strict. The potentials
// Analysis.Potential gives are those of the position itself. On a
// recorded corpus of GNU Go self-play games (core/testdata/
// gnugo_selfplay.txt, TestGnuGoCorpus; the figures are in BENCHMARKS.md)
// the dead stones and the winner mostly, not always, agree with GNU Go's
// final_status_list dead and final_score: the test requires the issue's
// targets (the same winner in 95% of the finished games, a Jaccard index
// of 90% over their dead stones) on the half of the corpus the engine was
// tuned on and on the held-out half alike, not agreement.
//
// Records. Moves read from a file are replayed even when the rules forbid
// them (a record is not a request): a ko or superko is ignored, a suicide
// is carried out (a single stone's too), a move onto a stone replaces it.
// Game.Play, which serves players, enforces the rules.
package core
