import Foundation
import SwiftUI

// iOS 16 custom date picker styles: a tinted card that puts the label above the system picker
// (reading the configuration's bounds and components), and a row style taking a partial range.
struct CardDatePickerStyle: DatePickerStyle {
    var tint: Color = .indigo

    func makeBody(configuration: Configuration) -> some View {
        let lower = configuration.minimumDate ?? .distantPast
        let upper = configuration.maximumDate ?? .distantFuture

        VStack(alignment: .leading, spacing: 6) {
            configuration.label
                .font(.caption.weight(.semibold))
                .foregroundStyle(tint)
            DatePicker(selection: configuration.$selection, in: lower...upper,
                       displayedComponents: configuration.displayedComponents) { }
                .labelsHidden()
        }
        .padding(10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(tint.opacity(0.12), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

extension DatePickerStyle where Self == CardDatePickerStyle {
    static var card: CardDatePickerStyle { CardDatePickerStyle() }
    static func card(tint: Color) -> CardDatePickerStyle { CardDatePickerStyle(tint: tint) }
}

struct TrailingDatePickerStyle: DatePickerStyle {
    let limit: PartialRangeThrough<Date>?

    init(limit: PartialRangeThrough<Date>? = nil) {
        self.limit = limit
    }

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            if let limit = limit {
                DatePicker("", selection: configuration.$selection, in: limit,
                           displayedComponents: configuration.displayedComponents)
                    .labelsHidden()
            } else {
                DatePicker("", selection: configuration.$selection,
                           displayedComponents: configuration.displayedComponents)
                    .labelsHidden()
            }
        }
        .padding(.vertical, 4)
        .overlay(alignment: .bottom) {
            Rectangle().fill(Color.orange).frame(height: 2)
        }
    }
}

struct TripDates: View {
    @State private var departure = Date(timeIntervalSince1970: 1_168_335_660) // 9 Jan 2007, 09:41 UTC
    @State private var birthday = Date(timeIntervalSince1970: 1_168_335_660)

    var body: some View {
        VStack(spacing: 16) {
            DatePicker("Departure", selection: $departure, in: Date(timeIntervalSince1970: 0)...,
                       displayedComponents: [.date, .hourAndMinute])
                .datePickerStyle(.card(tint: .teal))
            DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                .datePickerStyle(TrailingDatePickerStyle(limit: ...Date(timeIntervalSince1970: 1_000_000_000)))
        }
        .padding(16)
    }
}
