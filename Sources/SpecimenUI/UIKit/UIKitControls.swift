import Foundation

/// A control that offers a binary choice, such as on/off.
///
/// Under a representable it is drawn at rest as SwiftUI's switch toggle (its on state in
/// `onTintColor`), 51 × 31 pt, its intrinsic size.
open class UISwitch: UIControl, @unchecked Sendable {
  /// The color used to tint the appearance of the switch when it's in the on position.
  open var onTintColor: UIColor?
  /// The color used to tint the appearance of the thumb.
  open var thumbTintColor: UIColor?
  /// A Boolean value that determines the off/on state of the switch.
  open var isOn = false
  /// Sets the state of the switch to the on or off position.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
  /// The switch's size.
  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}

extension UISwitch: UIKitRestingDrawing {
  var restingDrawing: AnyView? {
    // An instance's own onTintColor wins; without one, the appearance proxy's (SwitchTrack reads it).
    AnyView(Toggle("", isOn: .constant(isOn)).labelsHidden()
      .tint(checkedUIColor(onTintColor, "UISwitch onTintColor")))
  }
}

/// A control for selecting a single value from a continuous range of values.
///
/// Under a representable it is drawn at rest as SwiftUI's slider, `value` placed between
/// `minimumValue` and `maximumValue` (clamped; a NaN value or an empty or non-finite range
/// draws the thumb at the start), the filled track in `minimumTrackTintColor`. Thumb images
/// are kept, not drawn.
open class UISlider: UIControl, @unchecked Sendable {
  /// The slider's current value.
  open var value: Float = 0
  /// The minimum value of the slider.
  open var minimumValue: Float = 0
  /// The maximum value of the slider.
  open var maximumValue: Float = 1
  /// A Boolean value indicating whether changes in the slider's value generate continuous update events.
  open var isContinuous = true
  /// The color used to tint the default minimum track images.
  open var minimumTrackTintColor: UIColor?
  /// The color used to tint the default maximum track images.
  open var maximumTrackTintColor: UIColor?
  /// The color used to tint the default thumb images.
  open var thumbTintColor: UIColor?
  private var thumbImages: [UInt: UIImage] = [:]
  /// Sets the slider's current value, allowing you to animate the change visually.
  open func setValue(_ value: Float, animated: Bool) { self.value = value }
  /// Assigns a thumb image to the specified control states (kept, not drawn).
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
  /// Returns the thumb image associated with the specified control state.
  open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }

  /// The fraction of the range `value` sits at, in 0…1 (0 for anything not a number).
  var fraction: Double {
    let low = Double(minimumValue), high = Double(maximumValue), v = Double(value)
    guard low.isFinite, high.isFinite, v.isFinite, high > low else { return 0 }
    return min(max((v - low) / (high - low), 0), 1)
  }
}

extension UISlider: UIKitRestingDrawing {
  var restingDrawing: AnyView? {
    AnyView(Slider(value: .constant(fraction), in: 0...1)
      .tint(minimumTrackTintColor.map { Color(uiColor: $0) } ?? Color.accentColor))
  }
}

/// A horizontal control that consists of multiple segments.
///
/// Under a representable it is drawn at rest as SwiftUI's segmented picker of its segment
/// titles with `selectedSegmentIndex` selected (none for `noSegment` or an index out of range).
open class UISegmentedControl: UIControl, @unchecked Sendable {
  /// A segment index value indicating that there's no selected segment.
  public static let noSegment = -1
  /// The color to use for highlighting the currently selected segment.
  open var selectedSegmentTintColor: UIColor?
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  private var titles: [String] = []
  /// The index number that identifies the selected segment.
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  /// The number of segments the receiver has.
  open var numberOfSegments: Int { titles.count }

  /// Creates a segmented control with the specified titles (strings; images show as empty segments).
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    titles = (items ?? []).prefix(100).map { ($0 as? String) ?? "" }
  }

  /// Sets the text attributes of the title for a given control state.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
  }
  /// Returns the text attributes of the title for a given control state.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }
  /// Inserts a segment at a specific position in the receiver and gives it a title as content.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    guard titles.count < 100 else { return }
    titles.insert(title ?? "", at: min(max(segment, 0), titles.count))
  }
  /// Sets the title of a segment.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
  }
  /// Returns the title of the specified segment.
  open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
  /// Removes all segments of the receiver.
  open func removeAllSegments() { titles.removeAll() }
}

extension UISegmentedControl: UIKitRestingDrawing {
  var restingDrawing: AnyView? {
    guard !titles.isEmpty else { return nil }
    let titles = self.titles
    return AnyView(Picker("", selection: .constant(selectedSegmentIndex)) {
      ForEach(titles.indices, id: \.self) { index in Text(verbatim: titles[index]).tag(index) }
    }
    .pickerStyle(.segmented)
    .labelsHidden()
    .environmentChange { [look = SegmentedControlLook(self).over(SegmentedControlLook.current)] in $0.segmentedControlLook = look })
  }
}

/// A control for the input of date and time values.
///
/// Its properties are kept; under a representable it draws only its background colour (the
/// compact, inline and wheel pickers are not drawn; `DatePicker` draws SwiftUI's).
open class UIDatePicker: UIControl, @unchecked Sendable {
  /// The mode of the date picker.
  public enum Mode: Int, Sendable { case time = 0, date, dateAndTime, countDownTimer, yearAndMonth }
  /// The style of the date picker.
  public enum Style: Int, Sendable { case automatic = 0, wheels, compact, inline }
  /// The mode of the date picker.
  open var datePickerMode: Mode = .dateAndTime
  /// The preferred style of the date picker.
  open var preferredDatePickerStyle: Style = .automatic
  /// The date the picker displays.
  open var date = Date()
  /// The minimum date that the date picker can show.
  open var minimumDate: Date?
  /// The maximum date that the date picker can show.
  open var maximumDate: Date?
  /// The interval at which the date picker displays minutes.
  open var minuteInterval = 1
  /// The locale for the date picker.
  open var locale: Locale?
  /// The time zone reflected in the date displayed by the date picker.
  open var timeZone: TimeZone?
  /// The calendar to use for the date picker.
  open var calendar: Calendar!
  /// Sets the date to display in the date picker.
  open func setDate(_ date: Date, animated: Bool) { self.date = date }
}
