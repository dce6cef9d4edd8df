import CompatSupport
import SpecimenUI
import UserNotifications

// Two previews of the reminder, read back from the requests' content: the first built
// time-sensitive with a badge of 3 draws the red badge over its icon's corner (#FF3B30 at
// (52, 27)) and the yellow tag at its trailing end (#FFCC00 at (300, 24)); the second, plain with
// no badge, draws its indigo icon there (#5856D6 at (52, 120)) and no tag (the card's fill at
// (300, 117)).
public let compatCase = CompatCase("NotificationContentPreview", width: 360, height: 200,
    probes: [.at(52, 27, "#FF3B30"), .at(300, 24, "#FFCC00"), .at(52, 120, "#5856D6"), .at(300, 117, "#F2F2F7")]) {
    VStack(spacing: 16) {
        NotificationBannerPreview(request: ReminderFactory.request(
            hour: 8, minute: 30, content: ReminderFactory.content(timeSensitive: true, badge: 3)))
        NotificationBannerPreview(request: ReminderFactory.request(
            hour: 8, minute: 30, content: ReminderFactory.content(timeSensitive: false, badge: nil)))
    }
    .padding(12)
    .frame(width: 360, height: 200, alignment: .top)
}
