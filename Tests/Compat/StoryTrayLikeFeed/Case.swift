import CompatSupport
import SpecimenUI

// Lena's unseen story ring sweeps yellow from three o'clock (155, 39) through orange at six (126, 68),
// red at nine (96, 39) and purple at twelve (126, 9); the viewer's own bubble has a blue plus badge
// (62, 56); the liked post's heart is red (26, 171).
public let compatCase = CompatCase("StoryTrayLikeFeed", width: 320, height: 360, probes: [
        .at(155, 39, "#FFCC00", tolerance: 24), .at(126, 68, "#FF9500", tolerance: 24), .at(96, 39, "#FF3B30", tolerance: 24),
        .at(126, 9, "#AF52DE", tolerance: 24), .at(62, 56, "#007AFF", tolerance: 8), .at(26, 171, "#FF3B30", tolerance: 16)]) {
    StoryFeedScreen(
        authors: [
            StoryAuthor(id: 0, name: "you", hasUnseenStory: false, isMe: true),
            StoryAuthor(id: 1, name: "lena", hasUnseenStory: true),
            StoryAuthor(id: 2, name: "omar", hasUnseenStory: false),
            StoryAuthor(id: 3, name: "kai", hasUnseenStory: true),
            StoryAuthor(id: 4, name: "priya", hasUnseenStory: true),
        ],
        posts: [
            FeedPost(id: 1, author: "lena", text: "Hill repeats in the rain. Worth it.", likes: 2_480, comments: 31, isLiked: true),
            FeedPost(id: 2, author: "omar", text: "New 5k best: 21:48", likes: 96, comments: 4, isLiked: false),
        ])
}
