import Foundation

/// The system's subscription picker for custom control styles (iOS 18): a row per option, then
/// a confirmation for the selected one. A render's configuration has no options, so it draws
/// the picker content it was given and no confirmation.
public struct SubscriptionStorePicker<PickerContent: View, ConfirmationContent: View>: View {
  typealias Option = SubscriptionStoreControlStyleConfiguration.Option
  typealias PickerOption = SubscriptionStoreControlStyleConfiguration.PickerOption
  let options: [Option]
  let selection: Binding<Option?>?
  let rows: (([PickerOption]) -> PickerContent)
  let confirmation: (Option) -> ConfirmationContent

  public var body: some View {
    let selected = selection?.wrappedValue ?? options.first
    VStack(spacing: 12) {
      rows(options.map { PickerOption(option: $0, isSelected: $0 == selected) })
      if let selected { confirmation(selected) }
    }
  }
}

extension SubscriptionStorePicker {
  /// A picker of the options of `configuration`, each drawn by `pickerOptionContent`.
  public init<Row: View>(_ configuration: SubscriptionStoreControlStyleConfiguration,
                         @ViewBuilder pickerOptionContent: @escaping (SubscriptionStoreControlStyleConfiguration.PickerOption) -> Row,
                         @ViewBuilder confirmation: @escaping (SubscriptionStoreControlStyleConfiguration.Option) -> ConfirmationContent)
  where PickerContent == ForEach<[SubscriptionStoreControlStyleConfiguration.PickerOption], String, Row> {
    self.init(options: configuration.options, selection: nil, rows: { ForEach($0, id: \.id, content: pickerOptionContent) },
              confirmation: confirmation)
  }

  /// A picker of the options of `configuration` bound to a selection.
  public init<Row: View>(_ configuration: SubscriptionStoreControlStyleConfiguration,
                         selection: Binding<SubscriptionStoreControlStyleConfiguration.Option?>,
                         @ViewBuilder pickerOptionContent: @escaping (SubscriptionStoreControlStyleConfiguration.PickerOption) -> Row,
                         @ViewBuilder confirmation: @escaping (SubscriptionStoreControlStyleConfiguration.Option) -> ConfirmationContent)
  where PickerContent == ForEach<[SubscriptionStoreControlStyleConfiguration.PickerOption], String, Row> {
    self.init(options: configuration.options, selection: selection, rows: { ForEach($0, id: \.id, content: pickerOptionContent) },
              confirmation: confirmation)
  }

  /// A picker whose rows are `SubscriptionStorePickerOption`s declared in `pickerContent`.
  public init(@ViewBuilder pickerContent: () -> PickerContent,
              @ViewBuilder confirmation: @escaping (SubscriptionStoreControlStyleConfiguration.Option) -> ConfirmationContent) {
    let content = pickerContent()
    self.init(options: [], selection: nil, rows: { _ in content }, confirmation: confirmation)
  }

  /// A picker whose rows are declared in `pickerContent`, bound to a selection.
  public init(selection: Binding<SubscriptionStoreControlStyleConfiguration.Option?>, @ViewBuilder pickerContent: () -> PickerContent,
              @ViewBuilder confirmation: @escaping (SubscriptionStoreControlStyleConfiguration.Option) -> ConfirmationContent) {
    let content = pickerContent()
    self.init(options: [], selection: selection, rows: { _ in content }, confirmation: confirmation)
  }
}

extension SubscriptionStorePicker
where PickerContent == ForEach<[SubscriptionStoreControlStyleConfiguration.PickerOption], String,
                               SubscriptionStorePickerOption<AutomaticSubscriptionStorePickerOptionLabel>>,
      ConfirmationContent == SubscriptionStoreButton {
  /// The system's picker for `configuration`: automatic rows and a subscribe button.
  init(_ configuration: SubscriptionStoreControlStyleConfiguration) {
    self.init(configuration, pickerOptionContent: { SubscriptionStorePickerOption($0) }, confirmation: { SubscriptionStoreButton($0) })
  }
}

/// The system's subscribe button for an option, in custom control styles (iOS 18): a prominent,
/// full-width button in the tint.
public struct SubscriptionStoreButton: View {
  let option: SubscriptionStoreControlStyleConfiguration.Option

  /// A button that subscribes to `option`.
  public init(_ option: SubscriptionStoreControlStyleConfiguration.Option) { self.option = option }

  public var body: some View {
    Button(action: option.subscribe) {
      Text("Subscribe").frame(maxWidth: .infinity)
    }
    .buttonStyle(.borderedProminent)
    .controlSize(.large)
  }
}

/// One row of a subscription picker (iOS 18).
public struct SubscriptionStorePickerOption<Label: View>: View {
  let label: Label

  public var body: some View { label }
}

extension SubscriptionStorePickerOption where Label == AutomaticSubscriptionStorePickerOptionLabel {
  /// The system's row for an option.
  public init(_ option: SubscriptionStoreControlStyleConfiguration.Option) {
    label = AutomaticSubscriptionStorePickerOptionLabel(option: option)
  }
  /// The system's row for a picker option.
  public init(_ pickerOption: SubscriptionStoreControlStyleConfiguration.PickerOption) {
    label = AutomaticSubscriptionStorePickerOptionLabel(option: pickerOption.option)
  }
}

extension SubscriptionStorePickerOption {
  /// A row for an option with a custom label.
  public init(_ option: SubscriptionStoreControlStyleConfiguration.Option,
              @ViewBuilder label: (SubscriptionStoreControlStyleConfiguration.PickerOption) -> Label) {
    self.label = label(.init(option: option, isSelected: false))
  }
}

/// The system's label of a picker row: the subscription's name over its price.
public struct AutomaticSubscriptionStorePickerOptionLabel: View {
  let option: SubscriptionStoreControlStyleConfiguration.Option

  public var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text(option.displayName).font(.headline)
      Text(option.displayPrice).font(.subheadline).foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
