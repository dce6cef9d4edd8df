import Foundation

// `import AVFoundation` (and `import AVKit`, which re-exports it) for the players that video screens
// hold in `@State` and hand to `VideoPlayer`. A render decodes no media: an item never becomes ready,
// the current time stays zero, `play()` only records the rate it asked for, and no observer block or
// notification ever fires (docs/unsupported.md). Re-exports SpecimenUI.
@_exported import SpecimenUI

/// An asset: timed audiovisual media (never read in a render).
open class AVAsset: NSObject, @unchecked Sendable {
  /// The duration of the asset: `.invalid` until loaded, which a render never does.
  open var duration: CMTime { .invalid }
  /// Creates an asset for a URL (the file or stream is not opened).
  public convenience init(url URL: URL) { self.init() }
  public override init() { super.init() }
}

/// An asset at a local or remote URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
  /// The URL the asset was created with.
  public let url: URL
  /// Creates an asset for a URL with options (neither is used: nothing is loaded).
  public init(url URL: URL, options: [String: Any]? = nil) {
    url = URL
    super.init()
  }
}

/// An object that models the timing and presentation state of an asset during playback.
open class AVPlayerItem: NSObject, @unchecked Sendable {
  /// The statuses of a player item.
  public enum Status: Int, Sendable {
    case unknown = 0, readyToPlay = 1, failed = 2
  }
  /// The posted when the item has played to its end time (never in a render).
  public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
  /// Posted when the item failed to play to its end time (never in a render).
  public static let failedToPlayToEndTimeNotification = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")

  /// The asset the item presents.
  public let asset: AVAsset
  /// The item's status: `.unknown`, as the media is never loaded.
  open var status: Status { .unknown }
  /// The item's duration: `.invalid`, as the media is never loaded.
  open var duration: CMTime { .invalid }
  /// The duration the player should buffer ahead (kept, unused).
  open var preferredForwardBufferDuration: TimeInterval = 0

  /// Creates an item for an asset.
  public init(asset: AVAsset) {
    self.asset = asset
    super.init()
  }
  /// Creates an item for a URL.
  public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }
  /// The item's current time: zero.
  open func currentTime() -> CMTime { .zero }
  /// Seeks to a time (nothing plays, so the time stays zero).
  open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {}
}

extension Notification.Name {
  /// Posted when a player item has played to its end time (never in a render).
  public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
}

/// An object that provides the interface to control the player's transport behavior.
open class AVPlayer: NSObject, @unchecked Sendable {
  /// The statuses of a player.
  public enum Status: Int, Sendable {
    case unknown = 0, readyToPlay = 1, failed = 2
  }
  /// Whether playback is in progress, paused, or waiting.
  public enum TimeControlStatus: Int, Sendable {
    case paused = 0, waitingToPlayAtSpecifiedRate = 1, playing = 2
  }
  /// What the player does when an item reaches its end.
  public enum ActionAtItemEnd: Int, Sendable {
    case advance = 0, pause = 1, none = 2
  }

  /// The item the player presents.
  open private(set) var currentItem: AVPlayerItem?
  /// The rate playback was asked for (a render plays nothing, whatever the rate).
  open var rate: Float = 0
  /// The audio playback volume for the player.
  open var volume: Float = 1
  /// Whether the audio output of the player is muted.
  open var isMuted = false
  /// What the player does when an item reaches its end.
  open var actionAtItemEnd: ActionAtItemEnd = .pause
  /// Whether the player allows switching to external playback mode.
  open var allowsExternalPlayback = true
  /// Whether video playback prevents display and device sleep.
  open var preventsDisplaySleepDuringVideoPlayback = true
  /// Whether the player waits to minimize stalling.
  open var automaticallyWaitsToMinimizeStalling = true
  /// The player's status: `.unknown`, as no media is loaded.
  open var status: Status { .unknown }
  /// Whether playback is in progress: waiting when asked to play (the item never becomes ready), else paused.
  open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate }

  /// Creates a player with no item.
  public override init() { super.init() }
  /// Creates a player for a single item.
  public init(playerItem item: AVPlayerItem?) {
    currentItem = item
    super.init()
  }
  /// Creates a player for the media at a URL.
  public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

  /// Begins playback of the current item (asks for rate 1; nothing plays in a render).
  open func play() { rate = 1 }
  /// Pauses playback of the current item.
  open func pause() { rate = 0 }
  /// Replaces the current item.
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
  /// The current time of the current item: zero.
  open func currentTime() -> CMTime { .zero }
  /// Seeks to a time (the time stays zero).
  open func seek(to time: CMTime) {}
  /// Seeks to a time and calls the handler with `false` (the seek never completes on loaded media).
  open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(false) }
  /// Seeks to a time within tolerances (the time stays zero).
  open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {}
  /// Asks for periodic time callbacks; none is made in a render. Returns a token for `removeTimeObserver(_:)`.
  open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                    using block: @escaping @Sendable (CMTime) -> Void) -> Any { NSObject() }
  /// Asks for callbacks at boundary times; none is made in a render.
  open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?,
                                    using block: @escaping @Sendable () -> Void) -> Any { NSObject() }
  /// Cancels a time observer.
  open func removeTimeObserver(_ observer: Any) {}
}

/// A player that plays a queue of items in sequence.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
  private var queue: [AVPlayerItem]
  /// Creates a player for a queue of items.
  public init(items: [AVPlayerItem]) {
    queue = items
    super.init(playerItem: items.first)
  }
  /// Creates a player with an empty queue.
  public override init() {
    queue = []
    super.init()
  }
  /// Creates a player for one item.
  public override init(playerItem item: AVPlayerItem?) {
    queue = item.map { [$0] } ?? []
    super.init(playerItem: item)
  }
  /// The items in the queue.
  open func items() -> [AVPlayerItem] { queue }
  /// Advances to the next item in the queue.
  open func advanceToNextItem() {
    if !queue.isEmpty { queue.removeFirst() }
    replaceCurrentItem(with: queue.first)
  }
  /// Inserts an item after another (or at the end).
  open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
    if let afterItem, let index = queue.firstIndex(of: afterItem) {
      queue.insert(item, at: index + 1)
    } else {
      queue.append(item)
    }
    if currentItem == nil { replaceCurrentItem(with: queue.first) }
  }
  /// Removes an item from the queue.
  open func remove(_ item: AVPlayerItem) { queue.removeAll { $0 === item } }
  /// Removes every item from the queue.
  open func removeAllItems() {
    queue.removeAll()
    replaceCurrentItem(with: nil)
  }
}

/// An object that loops media content using a queue player.
open class AVPlayerLooper: NSObject, @unchecked Sendable {
  /// The statuses of a looper.
  public enum Status: Int, Sendable {
    case unknown = 0, ready = 1, failed = 2, cancelled = 3
  }
  /// The number of times the looper has looped: none in a render.
  open var loopCount: Int { 0 }
  /// The looper's status: `.unknown`, as the media is never loaded.
  open var status: Status { .unknown }
  /// Creates a looper that plays a template item repeatedly in a queue player.
  public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange = .invalid) {
    player.insert(itemToLoop, after: nil)
    super.init()
  }
  /// Stops looping.
  open func disableLooping() {}
}

/// A value that describes how a video is displayed within a layer's bounds.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Stretches the video to fill the layer's bounds.
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
  /// Preserves the video's aspect ratio and fits it within the layer's bounds.
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  /// Preserves the video's aspect ratio and fills the layer's bounds.
  public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// A layer that displays a player's video (no frame is decoded in a render, so it shows its background).
open class AVPlayerLayer: CALayer, @unchecked Sendable {
  /// The player whose video the layer shows.
  open var player: AVPlayer?
  /// How the video is displayed within the layer's bounds.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
  /// Whether the first video frame is ready: never, in a render.
  open var isReadyForDisplay: Bool { false }
  /// Creates a layer for a player.
  public convenience init(player: AVPlayer?) {
    self.init()
    self.player = player
  }
}
