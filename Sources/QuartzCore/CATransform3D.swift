import CollectionLayoutCore
import CoreGraphics

/// A 4×4 homogeneous transform, laid out as Core Animation lays it out.
///
/// Points are row vectors: `(x, y, z, 1) * M`, so `m41, m42, m43` are the translation (in points)
/// and `m34` is the perspective term (layouts set it to `-1 / d` for an eye `d` points away).
/// Angles are in radians; with UIKit's y-down axes a positive rotation about z turns +x towards +y.
public struct CATransform3D: Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4: the perspective term (`-1 / d` for an eye `d` points in front).
    public var m34: CGFloat
    /// Row 4, column 1: the x translation, in points.
    public var m41: CGFloat
    /// Row 4, column 2: the y translation, in points.
    public var m42: CGFloat
    /// Row 4, column 3: the z translation, in points.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// Creates a transform with every entry zero, as the C struct's `init()` does (not the identity).
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 0
        )
    }

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
}

extension CATransform3D {
    /// The transform with Double entries: the same sixteen entries in the same places (Orbit's
    /// `Transform3D` has Core Animation's layout and row-vector convention).
    package var orbit: Transform3D {
        Transform3D(
            m11: Double(m11), m12: Double(m12), m13: Double(m13), m14: Double(m14),
            m21: Double(m21), m22: Double(m22), m23: Double(m23), m24: Double(m24),
            m31: Double(m31), m32: Double(m32), m33: Double(m33), m34: Double(m34),
            m41: Double(m41), m42: Double(m42), m43: Double(m43), m44: Double(m44))
    }

    /// The transform with CGFloat entries: the same sixteen entries in the same places.
    package init(_ t: Transform3D) {
        self.init(
            m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: CGFloat(t.m13), m14: CGFloat(t.m14),
            m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: CGFloat(t.m23), m24: CGFloat(t.m24),
            m31: CGFloat(t.m31), m32: CGFloat(t.m32), m33: CGFloat(t.m33), m34: CGFloat(t.m34),
            m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: CGFloat(t.m43), m44: CGFloat(t.m44))
    }

    /// The matrix product `self * other`: `self` applied first, then `other`.
    func multiplied(by other: CATransform3D) -> CATransform3D {
        CATransform3D(orbit.concatenating(other.orbit))
    }

    /// The entries row by row, for the inverse below.
    var rows: [[CGFloat]] {
        [
            [m11, m12, m13, m14],
            [m21, m22, m23, m24],
            [m31, m32, m33, m34],
            [m41, m42, m43, m44],
        ]
    }

    /// The transform whose entries are `rows` (four rows of four).
    init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
            m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
            m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3]
        )
    }

    /// The inverse by Gauss–Jordan elimination with partial pivoting, or nil when singular.
    ///
    /// A pivot no larger than one ulp of the largest entry counts as zero, so a matrix that is
    /// singular but for rounding (e.g. a product through a zero scale) is reported as singular.
    ///
    /// Kept here rather than delegated to `Transform3D.inverted()`: the core treats only an exactly
    /// zero pivot as singular, so it would "invert" such a rounding-singular matrix into huge
    /// entries where Core Animation returns the input.
    func inverse() -> CATransform3D? {
        var m = rows
        let largest = m.joined().map(abs).max() ?? 0
        guard largest.isFinite, largest > 0 else { return nil }
        let negligible = largest * CGFloat.ulpOfOne
        var inv: [[CGFloat]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        for column in 0..<4 {
            var pivot = column
            for row in (column + 1)..<4 where abs(m[row][column]) > abs(m[pivot][column]) {
                pivot = row
            }
            let pivotValue = m[pivot][column]
            guard abs(pivotValue) > negligible else { return nil }
            m.swapAt(column, pivot)
            inv.swapAt(column, pivot)
            for j in 0..<4 {
                m[column][j] /= pivotValue
                inv[column][j] /= pivotValue
            }
            for row in 0..<4 where row != column {
                let factor = m[row][column]
                if factor == 0 { continue }
                for j in 0..<4 {
                    m[row][j] -= factor * m[column][j]
                    inv[row][j] -= factor * inv[column][j]
                }
            }
        }
        let result = CATransform3D(rows: inv)
        return result.rows.allSatisfy({ $0.allSatisfy(\.isFinite) }) ? result : nil
    }
}
