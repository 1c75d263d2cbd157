/**
 * MOCK-ONLY RSA-2048 key pair of the mock gateway (generated once with openssl, committed on
 * purpose). It protects nothing: never use it outside the mock gateway and its tests.
 * Login passwords are RSA-OAEP (SHA-256) encrypted with the public key (AUTH-02).
 * The same text is in mock-public.pem / mock-private.pem.
 * @module mock-gateway/keys
 */

/** The mock gateway public key, SPKI PEM. */
export const MOCK_PUBLIC_KEY_PEM = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA1ZsABuTnyTO/1vXwdXxU
6REulgR9OvWo3NzWnvf9qPEVfPKwZatOLiEmE8+dwKjwhFHKSTmJODo7pkXrqKcK
JPhQ6+dzi+x1viFfednuw86eVTg5jYSihAvKuzRmwkwanpVdwWV94OQjOU4KNgph
5YAUF1k8TE6KySJcyuO3FtVGlqKmygaMRporoRidLK8ezG0ioedwfjDKRlodlNWi
6wL7OqFcZvR1p+1ZuD9yKkmOzfGbYe6IcCm/SJ0CnMswyh9VI2zFE2FnVtfSi8hc
qBYH4TXqSuZSqwAPhYZcUD7mK1tAMzQl919eg/2XIm0j3InsJYJ+W1vkfDas31ng
cwIDAQAB
-----END PUBLIC KEY-----
`;

/** The mock gateway private key, PKCS#8 PEM. MOCK-ONLY. */
export const MOCK_PRIVATE_KEY_PEM = `-----BEGIN PRIVATE KEY-----
MIIEvwIBADANBgkqhkiG9w0BAQEFAASCBKkwggSlAgEAAoIBAQDVmwAG5OfJM7/W
9fB1fFTpES6WBH069ajc3Nae9/2o8RV88rBlq04uISYTz53AqPCEUcpJOYk4Ojum
Reuopwok+FDr53OL7HW+IV952e7Dzp5VODmNhKKEC8q7NGbCTBqelV3BZX3g5CM5
Tgo2CmHlgBQXWTxMTorJIlzK47cW1UaWoqbKBoxGmiuhGJ0srx7MbSKh53B+MMpG
Wh2U1aLrAvs6oVxm9HWn7Vm4P3IqSY7N8Zth7ohwKb9InQKcyzDKH1UjbMUTYWdW
19KLyFyoFgfhNepK5lKrAA+FhlxQPuYrW0AzNCX3X16D/ZcibSPciewlgn5bW+R8
NqzfWeBzAgMBAAECggEAWvWPq9/i8fNW8E83b5gbwkm+SESuHSLKHw7tV7Frs3rB
9zyTMCAkARG9mLcSyp1GGlqH5OmazLZDe1kP8nf7ImYZc3NSaVWuh+HHOei7O2dr
VgfEvkYqPEeXM2OrlHZ66WfajkXNNix/8WGRiJSgPm3tYEnwGuBhSigXUpBogVBW
f81urzV+/PuFVvFj5bjottphm8wU//16pov3JoyZ55uaIOWqSVlxF1qxsBrlA153
cFDIlHXRJZ6BHSfMqjP6XHondRNXR6szYLuGL2MCTRSkXWXEevL/6eZ3nmVIOLbR
YGxb9IKc8qKNTcDu7Rvl5YdKHlOm/9TJS6kysdElZQKBgQDqRLUm2mth8Y0g9rnF
WSVdXbH0MUYGIJP3sF/J02si6w4C0ff19/K4uDuOJf0rudIoCMVnt3aNqyiX1Aoq
qlRkjESZ95bI/CvmlaRJ1ZP44AZryXS9wprK36gSAVecyX/FJqHQaSp7pkQQ9CVk
oUYJm2FvFXeEZLwh8Hrr90Hi5wKBgQDpa5l1v3Rcb60L0Su8fBQQhDyddN3lYIn9
IqSCq+lsxDGWyb5A7dQHWdIe/BbBr//6Uo+nUs5pppW9JWj3ElboH7TpKdHTdm+O
DBZZsg1QobaNd0AlOCrrzj0q9PQq0f01H7IlJym+heTDtshMbW6bd+W04VqEvDA7
QrJe566wlQKBgQC0ZjJld/8HDj6SasxFd095pWQa2jLFFyM6slwhDChNXFqOu2fJ
xqTnsB9UaFab7F00LQTuyG2HzIzW1hb6Ie4Y+5b8RZecr+uShhtcLBblqIXpTNoU
Ip6WqUJAkz4HY3d7tzMWTVXEoBV8RLXi1voa/cc7BnnhvrzNGeVefioDcwKBgQDL
G2eC/77+l+YZfD70WXsUDBy6XfCfIOuxKi2/zlrk26rSrGUyFkACzXN6ppwemUjB
xoldbT5SzDNLTHwTUQ/yF3TR1iPQPyQ+k+H21mmjmbNBUVythjxCx0iOUmsLv4D2
csgOcA9wyw0OB8QuTKKMAT4NsHGVQjMtvZF751koKQKBgQCMnv3bT/MVg7v2hbzB
KyBoJ+LztIrCnvcuiQoSezOeOJAW4WI3AO4KW/2oJ+vyNUgBu0Hjg54DfH8usrfH
c9pXI2YW1RfL2r6dH3mLZZgK1UxBzihp5+CFDIeSee81ysXpXXtYMeN4isrJsT1s
NbvU/F0z2qjcG1TVIyJMimj6/w==
-----END PRIVATE KEY-----
`;
