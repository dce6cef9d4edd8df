import SwiftUI

struct RentalListing: Identifiable {
    let id = UUID()
    let title: String
    let district: String
    let monthlyRent: Int
    let bedrooms: Int
    let bathrooms: Int
    let photoTints: [Color]
}

struct JobOpening: Identifiable {
    let id = UUID()
    let role: String
    let company: String
    let logoColor: Color
    let salary: ClosedRange<Int>
}

/// The listing's photos as pages; the page dots sit over the bottom of the photo.
struct ListingPhotoCarousel: View {
    let tints: [Color]
    @Binding var page: Int

    var body: some View {
        TabView(selection: $page) {
            ForEach(Array(tints.enumerated()), id: \.offset) { index, tint in
                LinearGradient(colors: [tint, tint.opacity(0.6)], startPoint: .top, endPoint: .bottom)
                    .overlay {
                        Image(systemName: "house.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.white.opacity(0.7))
                    }
                    .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
    }
}

struct ListingCard: View {
    let listing: RentalListing
    @State var page: Int
    @State var isFavourite: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ListingPhotoCarousel(tints: listing.photoTints, page: $page)
                .frame(height: 170)
                .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
                .overlay(alignment: .topTrailing) {
                    Button {
                        isFavourite.toggle()
                    } label: {
                        Image(systemName: isFavourite ? "heart.fill" : "heart")
                            .foregroundStyle(isFavourite ? Color.pink : Color.primary)
                            .frame(width: 34, height: 34)
                            .background(.white, in: Circle())
                    }
                    .buttonStyle(.plain)
                    .padding(10)
                }
                .overlay(alignment: .topLeading) {
                    Text(listing.monthlyRent, format: .currency(code: "EUR").precision(.fractionLength(0)))
                        .font(.subheadline.bold())
                        .foregroundStyle(.white)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 5)
                        .background(Color.black.opacity(0.75), in: Capsule())
                        .padding(10)
                }
            Text(listing.title)
                .font(.headline)
            HStack(spacing: 12) {
                Label("\(listing.bedrooms) bd", systemImage: "bed.double")
                Label("\(listing.bathrooms) ba", systemImage: "shower")
                Spacer()
                Label(listing.district, systemImage: "mappin.and.ellipse")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }
}

/// A price range with two thumbs; the part between them is filled.
struct PriceRangeSlider: View {
    let bounds: ClosedRange<Double>
    let selection: ClosedRange<Double>

    var body: some View {
        GeometryReader { proxy in
            let span = bounds.upperBound - bounds.lowerBound
            let low = proxy.size.width * (selection.lowerBound - bounds.lowerBound) / span
            let high = proxy.size.width * (selection.upperBound - bounds.lowerBound) / span
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(.systemGray5))
                    .frame(height: 4)
                Capsule()
                    .fill(Color.accentColor)
                    .frame(width: high - low, height: 4)
                    .offset(x: low)
                ForEach([low, high], id: \.self) { x in
                    Circle()
                        .fill(.white)
                        .shadow(color: .black.opacity(0.25), radius: 2, y: 1)
                        .frame(width: 22, height: 22)
                        .offset(x: x - 11)
                }
            }
            .frame(maxHeight: .infinity)
        }
        .frame(height: 24)
    }
}

struct FilterChips: View {
    let options: [String]
    let selected: String

    var body: some View {
        HStack(spacing: 8) {
            ForEach(options, id: \.self) { option in
                Text(option)
                    .font(.footnote.weight(.medium))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .foregroundStyle(option == selected ? Color.white : Color.primary)
                    .background(option == selected ? Color.accentColor : Color.clear, in: Capsule())
                    .overlay(Capsule().strokeBorder(Color(.systemGray4), lineWidth: option == selected ? 0 : 1))
            }
        }
    }
}

struct JobRow: View {
    let job: JobOpening

    var body: some View {
        HStack(spacing: 12) {
            Text(job.company.prefix(1))
                .font(.title3.bold())
                .foregroundStyle(.white)
                .frame(width: 40, height: 40)
                .background(job.logoColor, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
            VStack(alignment: .leading, spacing: 2) {
                Text(job.role)
                    .font(.subheadline.weight(.semibold))
                Text(job.company)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("€\(job.salary.lowerBound / 1000)k–\(job.salary.upperBound / 1000)k")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.green)
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(Color.green.opacity(0.12), in: Capsule())
        }
    }
}

struct ListingsHomeView: View {
    let listing: RentalListing
    let jobs: [JobOpening]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            ListingCard(listing: listing, page: 1, isFavourite: true)
            VStack(alignment: .leading, spacing: 8) {
                Text("Bedrooms")
                    .font(.subheadline.weight(.semibold))
                FilterChips(options: ["Any", "1+", "2+", "3+"], selected: "2+")
                Text("Price per month")
                    .font(.subheadline.weight(.semibold))
                PriceRangeSlider(bounds: 500...3000, selection: 1000...2000)
            }
            Divider()
            ForEach(jobs) { job in
                JobRow(job: job)
            }
        }
        .padding()
    }
}
