import Foundation

/// An object that communicates to the system how you intend to use audio in your app. A render plays
/// no sound: the category, mode and options are recorded and activation always succeeds.
open class AVAudioSession: NSObject, @unchecked Sendable {
  /// Audio session category identifiers.
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
  }
  /// Audio session mode identifiers.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
  }
  /// Constants that specify optional audio behaviors.
  public struct CategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
    public static let duckOthers = CategoryOptions(rawValue: 0x2)
    public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
    public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
    public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
    public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
  }
  /// Options for activating and deactivating the session.
  public struct SetActiveOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }

  private static let shared = AVAudioSession()
  /// The shared audio session instance.
  open class func sharedInstance() -> AVAudioSession { shared }

  /// The current audio session category.
  open private(set) var category: Category = .soloAmbient
  /// The current audio session mode.
  open private(set) var mode: Mode = .default
  /// The current category options.
  open private(set) var categoryOptions: CategoryOptions = []

  /// Sets the session's category.
  open func setCategory(_ category: Category) throws { self.category = category }
  /// Sets the session's category with options.
  open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
    self.category = category
    categoryOptions = options
  }
  /// Sets the session's category, mode and options.
  open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    self.category = category
    self.mode = mode
    categoryOptions = options
  }
  /// Sets the session's mode.
  open func setMode(_ mode: Mode) throws { self.mode = mode }
  /// Activates or deactivates the session (always succeeds: nothing plays).
  open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
}
