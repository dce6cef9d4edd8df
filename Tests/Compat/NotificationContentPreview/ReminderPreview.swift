import SwiftUI
import UserNotifications

/// Builds the daily reminder the settings screen schedules, so the screen can preview it.
enum ReminderFactory {
    static let identifier = "daily-reminder"

    static func content(timeSensitive: Bool, badge: Int?) -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = "Time to stretch"
        content.body = "Two minutes keep the afternoon slump away."
        content.sound = .default
        content.threadIdentifier = "wellness"
        if timeSensitive {
            content.interruptionLevel = .timeSensitive
            content.relevanceScore = 0.8
        }
        if let badge {
            content.badge = NSNumber(value: badge)
        }
        return content
    }

    static func request(hour: Int, minute: Int, content: UNNotificationContent) -> UNNotificationRequest {
        var components = DateComponents()
        components.hour = hour
        components.minute = minute
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        return UNNotificationRequest(identifier: identifier, content: content, trigger: trigger)
    }

    static func schedule(_ request: UNNotificationRequest) {
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            guard granted else { return }
            center.removePendingNotificationRequests(withIdentifiers: [identifier])
            center.add(request)
        }
    }
}

/// Shows reminders as banners while the app is open.
final class ReminderDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        [.banner, .sound]
    }
}

/// A lock-screen style preview of a request: the time-sensitive tag and the badge come from the
/// content the request carries.
struct NotificationBannerPreview: View {
    let request: UNNotificationRequest

    private var content: UNNotificationContent { request.content }

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(Color.indigo)
                .frame(width: 36, height: 36)
                .overlay(alignment: .topTrailing) {
                    if let badge = content.badge {
                        Text(badge.stringValue)
                            .font(.caption2.bold())
                            .foregroundStyle(.white)
                            .frame(width: 18, height: 18)
                            .background(Color.red, in: Circle())
                            .offset(x: 7, y: -7)
                    }
                }
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(content.title).font(.subheadline.bold())
                    Spacer()
                    if content.interruptionLevel == .timeSensitive {
                        Text("TIME SENSITIVE")
                            .font(.caption2.bold())
                            .padding(.horizontal, 6)
                            .padding(.vertical, 2)
                            .background(Color.yellow, in: Capsule())
                    }
                }
                Text(content.body)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(12)
        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 18, style: .continuous))
    }
}
