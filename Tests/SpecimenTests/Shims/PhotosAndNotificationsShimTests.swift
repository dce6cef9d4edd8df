import Foundation
import Photos
import SpecimenUI
import Testing
import UserNotifications

/// `import Photos` and `import UserNotifications` answer as a device with no photo library and no
/// permission granted: fetches are empty, image requests are never answered, authorization is not
/// granted and nothing is scheduled; the values code builds keep what it sets.
@Suite struct PhotosAndNotificationsShimTests {
  @Test func assetFetchesAreEmptyAndReadingPastTheEndGivesABlankAsset() {
    let options = PHFetchOptions()
    options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
    options.predicate = NSPredicate(format: "mediaType == %d", PHAssetMediaType.image.rawValue)
    let result = PHAsset.fetchAssets(with: .image, options: options)
    #expect(result.count == 0)
    #expect(result.firstObject == nil)
    #expect(result.object(at: 0).mediaType == .unknown)
    #expect(result[3].localIdentifier == "")
    // The format is parsed (PredicateFormatParser) and reads `mediaType` by name from what it is given.
    struct Stored { var mediaType: Int }
    #expect(options.predicate?.evaluate(with: Stored(mediaType: PHAssetMediaType.image.rawValue)) == true)
    #expect(options.predicate?.evaluate(with: Stored(mediaType: PHAssetMediaType.video.rawValue)) == false)
  }

  @Test func imageRequestsAreNeverAnswered() {
    var answered = false
    let id = PHCachingImageManager().requestImage(for: PHAsset(), targetSize: PHImageManagerMaximumSize,
                                                  contentMode: .aspectFill, options: nil) { _, _ in answered = true }
    #expect(id == PHInvalidImageRequestID)
    #expect(!answered)
  }

  @Test func authorizationIsNotGrantedAndAddingARequestFails() async throws {
    let center = UNUserNotificationCenter.current()
    #expect(try await center.requestAuthorization(options: [.alert, .badge]) == false)
    #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
    let request = UNNotificationRequest(identifier: "r", content: UNMutableNotificationContent(), trigger: nil)
    do {
      try await center.add(request)
      Issue.record("adding a request without authorization succeeded")
    } catch let error as UNError {
      #expect(error.code == .notificationsNotAllowed)
    }
    #expect(await center.pendingNotificationRequests().isEmpty)
  }

  @Test func contentAndTriggersKeepWhatIsSetAndClampBadNumbers() {
    let content = UNMutableNotificationContent()
    content.title = "Stretch"
    content.badge = 3
    content.interruptionLevel = .timeSensitive
    content.relevanceScore = .nan
    #expect(content.title == "Stretch" && content.badge == 3 && content.interruptionLevel == .timeSensitive)
    #expect(content.relevanceScore == 0)
    content.relevanceScore = 7
    #expect(content.relevanceScore == 1)
    #expect(UNTimeIntervalNotificationTrigger(timeInterval: -5, repeats: false).timeInterval == 0)
    #expect(UNTimeIntervalNotificationTrigger(timeInterval: .infinity, repeats: true).timeInterval == 0)
    var components = DateComponents()
    components.hour = 8
    #expect(UNCalendarNotificationTrigger(dateMatching: components, repeats: true).dateComponents.hour == 8)
  }
}
