import CompatSupport
import SpecimenUI

// The avatar's placeholder (an orange gradient disc) drawn before any load (160, 60); the verified seal
// blue at the avatar's corner (190, 124); Follow filled indigo (25, 262); Message, already "following"
// in the style, outlined with a white inside (180, 255).
public let compatCase = CompatCase("ProfileHeaderFollowStyle", width: 320, height: 320, probes: [
        .at(160, 60, "#FA9C18", tolerance: 30), .at(190, 124, "#007AFF", tolerance: 16),
        .at(25, 262, "#5856D6", tolerance: 8), .at(180, 255, "#FFFFFF")]) {
    ProfileHeader(profile: AthleteProfile(name: "Maya Ortiz", handle: "maya.runs", avatarURL: nil, isVerified: true,
                                          followers: 12_400, following: 318, activities: 1_250_000),
                  isFollowing: false)
}
